export * from './swapTable.ts';
export * from './suggestSwaps.ts';
