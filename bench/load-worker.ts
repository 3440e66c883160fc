// The worker thread behind measureLoad (load.ts): runs one load and posts its result back.
import { parentPort, workerData } from 'node:worker_threads';
import { generateLoad, type LoadOptions, type LoadRequest } from './load-generator.ts';

const { origin, requests, options } = workerData as {
  origin: string;
  requests: LoadRequest[];
  options: LoadOptions;
};
parentPort?.postMessage({ loadResult: await generateLoad(origin, requests, options) });
