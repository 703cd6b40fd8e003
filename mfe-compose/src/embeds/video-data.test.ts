import { checkEmbed, EMBED_RETRY_DELAY_MS, parseEmbedData } from './video-data';

const data = {
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  embed_render_context: '{}',
  preview_iframe: '',
  embed_code: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  unsupported: false,
};

function deps(...answers: unknown[]) {
  const fetchVideoData = jest.fn();
  answers.forEach((answer) => fetchVideoData.mockResolvedValueOnce(answer));
  return { fetchVideoData, sleep: jest.fn().mockResolvedValue(undefined) };
}

it('fetches the video data of a known service with the canonical URL', async () => {
  const d = deps(data);
  await expect(checkEmbed(' https://youtu.be/dQw4w9WgXcQ ', d)).resolves.toEqual(data);
  expect(d.fetchVideoData).toHaveBeenCalledWith({ embed_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed_width: 540 });
  expect(d.sleep).not.toHaveBeenCalled();
});

it('asks once more after 2 s when there is no thumbnail', async () => {
  const d = deps({ ...data, thumbnail: '' }, data);
  await expect(checkEmbed('https://vimeo.com/1', d)).resolves.toEqual(data);
  expect(d.sleep).toHaveBeenCalledWith(EMBED_RETRY_DELAY_MS);
  expect(d.fetchVideoData).toHaveBeenCalledTimes(2);
});

it('retries only once', async () => {
  const d = deps({ ...data, thumbnail: '' }, { ...data, thumbnail: '' });
  await expect(checkEmbed('https://vimeo.com/1', d)).resolves.toMatchObject({ thumbnail: '' });
  expect(d.fetchVideoData).toHaveBeenCalledTimes(2);
});

it('gives an unsupported result with a blank render context for an unknown embed code', async () => {
  const d = deps();
  const code = '<iframe src="https://video.example.com/e/1"></iframe>';
  await expect(checkEmbed(code, d)).resolves.toEqual({
    thumbnail: '',
    url: 'https://video.example.com/e/1',
    embed_render_context: '',
    preview_iframe: '',
    embed_code: code,
    unsupported: true,
  });
  expect(d.fetchVideoData).not.toHaveBeenCalled();
});

it("says 'Invalid embed response' for an empty, 'false' or non-object answer", async () => {
  for (const answer of [null, '', 'false', false, [], {}]) {
    await expect(checkEmbed('https://vimeo.com/1', deps(answer))).rejects.toThrow('Invalid embed response');
  }
  expect(() => parseEmbedData('x')).toThrow('Invalid embed response');
});

it('passes on the errors of the parser', async () => {
  await expect(checkEmbed(7, deps())).rejects.toThrow('The input is invalid. Expected a string');
  await expect(checkEmbed('hello', deps())).rejects.toThrow('Invalid embed code');
});
