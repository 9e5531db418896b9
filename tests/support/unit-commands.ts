import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './cli-server';

/**
 * A command line of the systemd unit (deploy/estudio.service) as the tests run it: whether
 * systemd runs it with full privileges (a leading '+'), and its arguments after `/usr/bin/node`
 * (the tests run them with the Node that runs them). Read from the unit, so the tests follow it.
 */
export function unitCommand(key: 'ExecStartPre' | 'ExecStart'): { privileged: boolean; args: string[] } {
  const unit = readFileSync(path.join(ROOT, 'deploy/estudio.service'), 'utf8');
  const line = new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
  if (!line) throw new Error(`deploy/estudio.service has no ${key}=`);
  const privileged = line.startsWith('+');
  const [program, ...args] = line.replace(/^\+/, '').trim().split(/\s+/);
  if (program !== '/usr/bin/node') throw new Error(`${key} runs ${program}, not /usr/bin/node`);
  return { privileged, args };
}
