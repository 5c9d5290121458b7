import { ADMIN } from '../helpers/test-app.ts';

/** A client of a listening server over real HTTP: XSRF cookies as a browser keeps them, JSON and multipart calls. */
export class HttpClient {
  private xsrf: Record<string, string> = {};
  constructor(readonly baseURL: string) {}

  async init(): Promise<this> {
    const res = await fetch(this.baseURL + '/api/health');
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    if (!token) throw new Error(`no XSRF cookie from ${this.baseURL} (${res.status})`);
    this.xsrf = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
    return this;
  }

  get(path: string, token?: string): Promise<Response> {
    return fetch(this.baseURL + path, { headers: token ? { authorization: token } : {} });
  }

  async login(username = ADMIN.username, password = ADMIN.password): Promise<string> {
    const res = await fetch(this.baseURL + '/api/token', {
      method: 'POST',
      headers: { ...this.xsrf, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return res.text();
  }

  /** Applies to a job with a CV, as the public form does. */
  apply(jobId: number, cv: Buffer, fileName: string, application: object, signal?: AbortSignal): Promise<Response> {
    const form = new FormData();
    form.append('application', JSON.stringify(application));
    form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), fileName);
    return fetch(`${this.baseURL}/public/api/job/${jobId}/apply`, {
      method: 'POST',
      headers: this.xsrf,
      body: form,
      signal,
    });
  }

  async firstOpenJob(): Promise<number> {
    const res = await this.get('/public/api/jobs?size=1');
    const body = (await res.json()) as { items: { id: number }[] };
    return body.items[0]!.id;
  }

  async download(fileId: string, token: string): Promise<Buffer> {
    const res = await this.get(`/api/files/${fileId}`, token);
    if (!res.ok) throw new Error(`download of ${fileId}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}

export const applicant = (i: number) => ({
  firstName: `Load${i}`,
  lastName: `Tester${i}`,
  email: `load.tester${i}@example.com`,
  phone: '+32470123456',
  message: `Application number ${i}`,
  website: '',
});
