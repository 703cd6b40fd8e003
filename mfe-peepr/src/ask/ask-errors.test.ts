import { ASK_MESSAGES } from '@tumbledash/shared';
import { errorsAfterEdit } from './ask-errors';

it('drops the link error once the question has no link, and keeps it while one is left', () => {
  expect(errorsAfterEdit([ASK_MESSAGES.links], 'check out example.com please!')).toEqual([ASK_MESSAGES.links]);
  expect(errorsAfterEdit([ASK_MESSAGES.links], 'check out my blog please')).toEqual([]);
});

it('drops the empty-question error once there is a question', () => {
  expect(errorsAfterEdit([ASK_MESSAGES.empty], ' ')).toEqual([ASK_MESSAGES.empty]);
  expect(errorsAfterEdit([ASK_MESSAGES.empty], 'Why?')).toEqual([]);
});

it('keeps an error that is not about the text until the next Ask', () => {
  expect(errorsAfterEdit(['friendly is not taking questions.', ASK_MESSAGES.links], 'Why?')).toEqual(['friendly is not taking questions.']);
});

it('never shows an error that was not shown', () => {
  expect(errorsAfterEdit([], 'see www.example.org')).toEqual([]);
});
