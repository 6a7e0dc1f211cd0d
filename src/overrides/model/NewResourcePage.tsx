export default function NewResourcePage() { return null; }
