import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { VideoUpload } from './video-upload';

function renderForm() {
  stubFetch({ '/api/video/settings': { body: { storage: 'local', maxBytes: 100 * 1024 * 1024 } } });
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <VideoUpload problemId="p1" />
    </TestProviders>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Choose video'), { target: { files: [file] } });
}

describe('VideoUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the spec messages for no file, a non-video and a file over 100 MB', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Video' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a video file');

    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('Selected file').textContent).toContain('notes.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid video file');

    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    choose(huge);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByRole('alert').textContent).toBe('File size must be less than 100MB');
  });
});
