import { useEffect, useRef, useState } from 'react';

/** B§8 "Survey answered". */
export const SURVEY_THANKS = "Thanks! You're making our flagging better.";

/** The thanks line takes focus from the pressed button, which is gone, so focus does not fall back to the page. */
function SurveyThanks() {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => line.current?.focus(), []);
  return (
    <p ref={line} className="td-peepr-survey" role="status" tabIndex={-1}>
      {SURVEY_THANKS}
    </p>
  );
}

/** The sensitive-content survey, shown after safe mode was lifted for this blog (B§4). */
export function SensitiveSurvey() {
  const [answered, setAnswered] = useState(false);
  if (answered) return <SurveyThanks />;
  return (
    <div className="td-peepr-survey" role="group" aria-label="Sensitive content survey">
      <p>Should these posts have been hidden in safe mode?</p>
      <button type="button" onClick={() => setAnswered(true)}>
        Yes
      </button>
      <button type="button" onClick={() => setAnswered(true)}>
        No
      </button>
    </div>
  );
}
