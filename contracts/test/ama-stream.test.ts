import { describe, expect, it } from 'vitest';
import { streamEmbedOf } from '../src/http/content/ama-room.ts';

describe('the AMA stream embed', () => {
  it('when the address is a YouTube or Vimeo video over https, then the player address is rebuilt from the video id', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw';
    expect(streamEmbedOf('https://www.youtube.com/watch?v=jNQXAC9IVRw&t=10')).toEqual({ provider: 'YouTube', src: yt });
    expect(streamEmbedOf('https://youtu.be/jNQXAC9IVRw?si=abc')).toEqual({ provider: 'YouTube', src: yt });
    expect(streamEmbedOf('https://youtube.com/live/jNQXAC9IVRw')).toEqual({ provider: 'YouTube', src: yt });
    expect(streamEmbedOf('https://m.youtube.com/embed/jNQXAC9IVRw')).toEqual({ provider: 'YouTube', src: yt });
    expect(streamEmbedOf('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' });
    expect(streamEmbedOf('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(streamEmbedOf('https://vimeo.com/event/123456')).toEqual({ provider: 'Vimeo', src: 'https://vimeo.com/event/123456/embed' });
  });

  it('when the address is not https, not on the list, or carries anything but a video id, then nothing is embedded', () => {
    for (const url of [
      null,
      '',
      'not a url',
      'http://www.youtube.com/watch?v=jNQXAC9IVRw',
      'https://www.youtube.com.evil.example/watch?v=jNQXAC9IVRw',
      'https://evil.example/?u=https://youtu.be/jNQXAC9IVRw',
      'https://www.youtube.com/watch?v=jNQXAC9IVRw"><script>',
      'https://www.youtube.com/watch?v=short',
      'https://user:pass@www.youtube.com/watch?v=jNQXAC9IVRw',
      'https://www.youtube.com:8443/watch?v=jNQXAC9IVRw',
      'https://www.youtube.com/channel/UC123',
      'javascript:alert(1)',
      'https://player.vimeo.com/video/abc',
      'https://live.example.org/trap-india/gun-fit',
    ])
      expect(streamEmbedOf(url), String(url)).toBeNull();
  });
});
