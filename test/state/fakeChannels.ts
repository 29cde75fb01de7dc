import type { TabChannel } from '../../src/state/tabTicket.ts';

/**
 * A BroadcastChannel between the pages of one profile, as the browser's: a message reaches every
 * other open channel, in a later task, and a closed one hears nothing. Call the result once per page.
 */
export function fakeChannels(): () => TabChannel {
  const open = new Set<TabChannel>();
  return (): TabChannel => {
    const own: TabChannel = {
      onmessage: null,
      postMessage: (data) => {
        for (const other of open)
          if (other !== own)
            setTimeout(() => {
              if (open.has(other)) other.onmessage?.({ data } as MessageEvent);
            }, 0);
      },
      close: () => void open.delete(own),
    };
    open.add(own);
    return own;
  };
}
