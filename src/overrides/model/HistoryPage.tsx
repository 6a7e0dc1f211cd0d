export default function HistoryPage() { return null; }
