import { useEffect, useLayoutEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useMutation } from './use-mutation';

// A call made before the component's observer has subscribed: the component appears on a render
// of its own (as a form does once its data arrives, outside any test's act), and calls at once,
// in a layout effect, before the effect after paint that subscribes; as a quick tap can.
function AfterLoading({ fail }: { fail: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void Promise.resolve().then(() => setLoaded(true));
  }, []);
  return loaded ? <SaveAtOnce fail={fail} /> : <p>Loading</p>;
}

function SaveAtOnce({ fail }: { fail: boolean }) {
  const save = useMutation({
    mutationFn: async (word: string) => {
      if (fail) throw new Error(`The oven is off for ${word}.`);
      return word.toUpperCase();
    },
  });
  const [said, setSaid] = useState('nothing yet');
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    save.mutate('soup', {
      onSuccess: (data, word) => setSaid(`saved ${data} from ${word}`),
      onError: (error) => setSaid(error.message),
      onSettled: () => setSettled(true),
    });
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p>
      {said}
      {settled ? ' (settled)' : ''}
    </p>
  );
}

describe('useMutation', () => {
  it('runs a call’s onSuccess and onSettled even before the component subscribed', async () => {
    renderWithProviders(<AfterLoading fail={false} />);
    expect(await screen.findByText('saved SOUP from soup (settled)')).toBeInTheDocument();
  });

  it('runs a call’s onError and onSettled even before the component subscribed', async () => {
    renderWithProviders(<AfterLoading fail />);
    expect(await screen.findByText('The oven is off for soup. (settled)')).toBeInTheDocument();
  });
});
