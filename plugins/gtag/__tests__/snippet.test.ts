import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { configScript, configScriptPath } from '../snippet';

describe('configScript', () => {
  test('defines window.gtag and queues the js and config commands for the id', () => {
    const window = {} as { dataLayer?: IArguments[]; gtag?: unknown };
    vm.runInNewContext(configScript('G-ABC123'), Object.assign(window, { window }));
    assert.equal(typeof window.gtag, 'function');
    assert.deepEqual(
      Array.from(window.dataLayer ?? [], (args) => [args[0], typeof args[1] === 'string' ? args[1] : typeof args[1]]),
      [
        ['js', 'object'],
        ['config', 'G-ABC123'],
      ],
    );
  });
});

describe('configScriptPath', () => {
  test('is a hashed /assets/ path that changes with the script', () => {
    const path = configScriptPath(configScript('G-ABC123'));
    assert.match(path, /^\/assets\/js\/gtag-config\.[0-9a-f]{8}\.js$/);
    assert.notEqual(path, configScriptPath(configScript('G-XYZ789')));
  });
});
