import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { socketFake } from './socket-fake';

// Vitest runs without globals, so Testing Library cannot register its own clean-up. Unmounting
// comes first: a screen's clean-up still talks to the socket (unwatch, leave) before it is reset.
afterEach(() => {
  cleanup();
  socketFake.reset();
});
