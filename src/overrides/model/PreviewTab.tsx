export default function PreviewTab(_props: { resource: unknown; files: unknown }) { return null; }
