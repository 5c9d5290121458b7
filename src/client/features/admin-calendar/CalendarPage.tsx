export default function CalendarPage() {
  return null;
}
