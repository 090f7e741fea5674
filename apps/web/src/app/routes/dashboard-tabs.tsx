import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';
import { GrowthTab as GrowthRecords } from '../../features/growth/components/GrowthTab';
import { RecordsTab } from '../../features/records';
import { TakeAlongCard } from '../../features/take-along';
import { StoriesBanner } from '../../features/vaccines/components/StoriesBanner';
import { VaccinationRecords } from '../../features/vaccines/components/VaccinationRecords';

/* Each dashboard tab's content, one component each: the features meet here, not in each other. */

export function HomeTab({ child }: { child: { id: string; name: string; dob: string } }) {
  return (
    <>
      <StoriesBanner />
      {/* A new child starts with fresh lists and sheets, never another child's open sheet. */}
      <VaccinationRecords key={child.id} child={child} />
      {/* Below the schedule, where a parent looks for what to do with it: take it along, or into their calendar. */}
      <TakeAlongCard key={`take-along-${child.id}`} childId={child.id} childName={child.name} />
      <CalendarFeedCard key={`calendar-${child.id}`} childId={child.id} childName={child.name} />
    </>
  );
}

export function GrowthTab({ child }: { child: { id: string; name: string; dob: string } }) {
  // A new child starts with its own records and chart, never another child's open sheet.
  return <GrowthRecords key={child.id} child={child} />;
}

export function MedicalRecordsTab({ child }: { child: { id: string; name: string } }) {
  // A new child starts with its own list and sheets, never another child's open sheet.
  return <RecordsTab key={child.id} childId={child.id} childName={child.name} />;
}
