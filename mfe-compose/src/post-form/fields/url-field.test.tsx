import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { UrlField, type UrlFieldProps } from './url-field';

function Field(props: Omit<UrlFieldProps, 'value' | 'onChange'> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const { onValue, ...rest } = props;
  return (
    <UrlField
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

it('is a labelled text box with a URL keyboard and "https://" as its hint', async () => {
  const onValue = jest.fn();
  render(<Field label="Click-through link" onValue={onValue} />);
  const field = screen.getByRole('textbox', { name: 'Click-through link' });
  expect(field).toHaveAttribute('inputmode', 'url');
  expect(field).toHaveAttribute('placeholder', 'https://');
  expect(field).not.toHaveAttribute('data-compose-autofocus');
  expect(screen.getByText('Click-through link')).toHaveClass('td-compose-label');
  await userEvent.setup().type(field, 'example.com');
  expect(field).toHaveValue('example.com');
  expect(onValue).toHaveBeenLastCalledWith('example.com');
});

it('takes its own hint, a hidden label, the status line that describes it and first focus', () => {
  render(
    <>
      <Field label="Audio URL" placeholder="https://example.com/song.mp3" describedBy="audio-help" autoFocus className="td-compose-link-url" />
      <p id="audio-help">Checking the address…</p>
    </>,
  );
  const field = screen.getByRole('textbox', { name: 'Audio URL' });
  expect(field).toHaveAttribute('placeholder', 'https://example.com/song.mp3');
  expect(field).toHaveAccessibleDescription('Checking the address…');
  expect(field).toHaveAttribute('data-compose-autofocus');
  expect(field).toHaveClass('td-compose-input', 'td-compose-link-url');
});

it('with a hidden label is still named by it, and Enter calls onEnter instead of submitting', async () => {
  const onEnter = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const ref = createRef<HTMLInputElement>();
  render(
    <form onSubmit={onSubmit}>
      <Field ref={ref} label="Photo from the web" hideLabel onEnter={onEnter} />
    </form>,
  );
  const field = screen.getByRole('textbox', { name: 'Photo from the web' });
  expect(ref.current).toBe(field);
  expect(screen.getByText('Photo from the web')).toHaveClass('td-ui-visually-hidden');
  await userEvent.setup().type(field, 'https://example.com/a.png{Enter}');
  expect(onEnter).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('without onEnter leaves Enter to the form', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Field label="Content source" />
    </form>,
  );
  await userEvent.setup().type(screen.getByRole('textbox', { name: 'Content source' }), 'x{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
