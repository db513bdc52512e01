export function ComingSoon({ title, children }: { title: string; children: string }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      <div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-gray-700">
        <p>{children}</p>
      </div>
    </div>
  );
}
