import { copyText } from './clipboard';

function withClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => withClipboard(undefined));

it('writes the text and answers true', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  withClipboard({ writeText });
  await expect(copyText('https://example.com/post/1')).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith('https://example.com/post/1');
});

it('answers false when the browser refuses', async () => {
  withClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
  await expect(copyText('x')).resolves.toBe(false);
});

it('answers false without a clipboard API', async () => {
  withClipboard(undefined);
  await expect(copyText('x')).resolves.toBe(false);
});
