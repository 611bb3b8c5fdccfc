/**
 * What the console finds an order by, kept on the order beside the customer's details: the address
 * lowercased, the phone number's digits (full-width digits too), and the name lowercased without spaces
 * (full-width letters and spaces folded by NFKC), so `山田 太郎` finds `山田太郎`.
 */
export function customerSearchKeys(email: string | null, contents: Readonly<Record<string, string>>) {
  const phone = phoneKey(contents.phone ?? '');
  const name = nameKey(contents.fullname ?? '');
  return {
    search_email: email ? emailKey(email) : null,
    search_phone: phone === '' ? null : phone,
    search_name: name === '' ? null : name,
  };
}

export function emailKey(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

export function phoneKey(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '');
}

export function nameKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}
