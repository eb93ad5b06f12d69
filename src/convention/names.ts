// File names from table and side names: characters a file system refuses become "-".
/** A name made safe to be a file name on any common file system. */
export function fileStem(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-').replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 120);
  return safe || 'table';
}

export const packetFile = (table: string, packet?: string): string => `${fileStem(packet ? `${table} - ${packet}` : table)}.pdf`;
