import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SensitiveSurvey, SURVEY_THANKS } from './sensitive-survey';

it.each(['Yes', 'No'])('thanks the person after %s and moves focus to the thanks, not to the page', async (answer) => {
  const user = userEvent.setup();
  render(<SensitiveSurvey />);
  expect(screen.getByRole('group', { name: 'Sensitive content survey' })).toHaveTextContent('Should these posts have been hidden in safe mode?');
  await user.click(screen.getByRole('button', { name: answer }));
  expect(screen.queryByRole('group', { name: 'Sensitive content survey' })).not.toBeInTheDocument();
  const thanks = screen.getByRole('status');
  expect(thanks).toHaveTextContent(SURVEY_THANKS);
  expect(thanks).toHaveFocus();
});

it('answers from the keyboard', async () => {
  const user = userEvent.setup();
  render(<SensitiveSurvey />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveFocus();
  expect(document.body).not.toHaveFocus();
});
