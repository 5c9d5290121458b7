import { randomBytes } from 'node:crypto';

/** A valid PDF of `size` bytes whose bytes carry `marker`. */
export function pdfOfSize(size: number, marker = randomBytes(8).toString('hex')): Buffer {
  const head = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${marker}\n`);
  const tail = Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

/** A job application as the public form sends it: the `application` JSON part and the `file` part. */
export function applicationForm(cv: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----bench' + randomBytes(12).toString('hex');
  const application = {
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench.mark@example.com',
    phone: '+32470123456',
    message: 'A large CV',
    website: '',
  };
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${JSON.stringify(application)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The cookie and header that pass the XSRF check, read from a first GET. */
export async function xsrfHeaders(baseURL: string): Promise<Record<string, string>> {
  const res = await fetch(baseURL + '/api/health');
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
}
