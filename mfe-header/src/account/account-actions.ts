import { navigateToUrl } from 'single-spa';
import { api, applyBootstrap, bus, type BootstrapResponse, type SwitchChannelInput } from '@tumbledash/shared';

/** Makes `channel` the current blog on the server, stores the new session and tells every remote. */
export async function switchChannel(channel: string): Promise<void> {
  const body: SwitchChannelInput = { channel };
  const response = await api.post<BootstrapResponse>('/svc/account/channel', body);
  applyBootstrap(response);
  const switched = response.channels.find((candidate) => candidate.name === channel);
  if (switched) bus.emit('channel:switched', { channel: switched });
}

/** Ends the session: the server answers with the anonymous bootstrap, then the login page shows. */
export async function logOut(): Promise<void> {
  applyBootstrap(await api.post<BootstrapResponse>('/svc/account/logout'));
  navigateToUrl('/login');
}
