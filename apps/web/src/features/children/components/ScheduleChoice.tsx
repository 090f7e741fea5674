import { useLingui } from '@lingui/react/macro';
import { type ScheduleId, SCHEDULE_IDS } from '@tika/contract';
import { ChoiceField } from '../../../components/form/ChoiceField';
import { SCHEDULE_WORDS } from './child-words';

/** The vaccination schedules as radio cards: the labels are too long for a phone-width <select>. */
export function ScheduleChoice({
  value,
  onChange,
}: {
  value: ScheduleId;
  onChange: (value: ScheduleId) => void;
}) {
  const { t } = useLingui();
  const options = SCHEDULE_IDS.map((id) => [id, t(SCHEDULE_WORDS[id])] as const);
  return (
    <ChoiceField
      legend={t`Vaccination schedule`}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
