/** Fills `{{name}}` placeholders; the server's counterpart of i18next's interpolation. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
