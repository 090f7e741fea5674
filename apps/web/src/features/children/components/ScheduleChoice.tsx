import { type ScheduleId, SCHEDULE_IDS, SCHEDULE_LABELS } from '@tika/contract';
import { ChoiceField } from '../../../components/form/ChoiceField';

const OPTIONS = SCHEDULE_IDS.map((id) => [id, SCHEDULE_LABELS[id]] as const);

/** The vaccination schedules as radio cards: the labels are too long for a phone-width <select>. */
export function ScheduleChoice({
  value,
  onChange,
}: {
  value: ScheduleId;
  onChange: (value: ScheduleId) => void;
}) {
  return (
    <ChoiceField
      legend="Vaccination schedule"
      options={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
