// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '../test/fake-api';
import { apiEvents, callApi, callBff, SESSION_ENDED_EVENT } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { errorMessageKey } from './report-error';

describe('typed client', () => {
  const ended = vi.fn();
  apiEvents.addEventListener(SESSION_ENDED_EVENT, ended);
  afterEach(() => ended.mockClear());

  it('fills path params, sends JSON with the true verb and same-origin credentials', async () => {
    const api = fakeApi({ 'PUT /api/users/7': { body: { id: 7 } } });
    await callApi('updateUser', { params: { id: 7 }, body: { fullName: 'Sara' } });
    expect(api.requests[0]).toMatchObject({ method: 'PUT', path: '/api/users/7', body: { fullName: 'Sara' } });
    const init = api.fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('builds the query and skips empty values', async () => {
    const api = fakeApi({ 'GET /api/settings/keys': { body: {} } });
    await callApi('settingsKeys', { query: { keys: 'doubleBannerPrice,verticalBannerPrice' } });
    await callApi('settingsKeys', { query: { keys: '' } });
    expect(api.requests.map((r) => r.search)).toEqual(['?keys=doubleBannerPrice%2CverticalBannerPrice', '']);
  });

  it('sends multipart files under their field name', async () => {
    const api = fakeApi({ 'POST /api/users/add-image': { body: {} } });
    await callApi('addImage', { files: { image: new File(['x'], 'a.png', { type: 'image/png' }) } });
    const form = api.requests[0]?.body as FormData;
    expect((form.get('image') as File).name).toBe('a.png');
  });

  it('refuses calls the BFF keeps to itself', async () => {
    fakeApi({});
    // @ts-expect-error login answers with the API token: the BFF consumes it, a browser cannot send it
    await expect(callApi('login', { body: { userName: 'a', password: 'b' } })).rejects.toThrow(/not exposed/);
  });

  it('turns error bodies into typed errors with field keys', async () => {
    fakeApi({
      'POST /api/register': {
        status: 422,
        body: errorBody('user_exists', 'email already exists', { email: 'error.emailExists' }),
      },
    });
    const error = await callApi('register', {
      body: {
        fullName: 'a',
        userName: 'abc',
        email: 'a@b.co',
        phone: '12345678',
        password: 'secret',
        passwordConfirmation: 'secret',
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_exists', fields: { email: 'error.emailExists' } });
    expect(errorMessageKey(error)).toBe('error.emailExists');
  });

  it('maps a body that is not ours by its status', async () => {
    fakeApi({ 'GET /api/categories/mini': { status: 502, body: '<html>bad gateway</html>' } });
    const error = await callApi('categoriesMini', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'upstream_unavailable' });
  });

  it("uses the marketplace API's own words for code upstream", async () => {
    fakeApi({ 'GET /api/categories/mini': { status: 400, body: errorBody('upstream', 'The shop is closed today') } });
    const error = await callApi('categoriesMini', {}).catch((e: unknown) => e);
    expect(errorMessageKey(error)).toBe('The shop is closed today');
  });

  it('announces a session_ended 401, except from logout', async () => {
    fakeApi({
      'GET /api/users/self': { status: 401, body: errorBody('session_ended', 'your session is end, please login') },
      'DELETE /bff/session': { status: 401, body: errorBody('session_ended', 'your session is end, please login') },
    });
    await expect(callApi('self', {})).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
    await expect(callBff('logout', {})).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('reports a failed fetch as a network error', async () => {
    fakeApi({ 'GET /bff/bootstrap': 'network-error' });
    const error = await callBff('bootstrap', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessageKey(error)).toBe('error.checkConnection');
  });
});
