import { describe, expect, it } from 'vitest';
import { defaultPolicyRules } from './trusted-types.client.js';

describe('the default Trusted Types policy', () => {
  it('lets the push worker’s URL through, and no other script URL', () => {
    expect(defaultPolicyRules.createScriptURL('/firebase-messaging-sw.js')).toBe(
      '/firebase-messaging-sw.js',
    );
    expect(defaultPolicyRules.createScriptURL('https://evil.test/x.js')).toBeNull();
    expect(defaultPolicyRules.createScriptURL('/firebase-messaging-sw.js?x=1')).toBeNull();
  });

  it('lets React’s empty script element and escaped JSON-LD through, and no markup', () => {
    expect(defaultPolicyRules.createHTML('<script></script>')).toBe('<script></script>');
    const jsonLd = '{"@context":"https://schema.org","name":"\\u003cb\\u003eTamr"}';
    expect(defaultPolicyRules.createHTML(jsonLd)).toBe(jsonLd);
    expect(defaultPolicyRules.createHTML('<img src=x onerror=alert(1)>')).toBeNull();
    expect(
      defaultPolicyRules.createHTML(
        '{"@context":"https://schema.org","x":"<img src=x onerror=alert(1)>"}',
      ),
    ).toBeNull();
    expect(defaultPolicyRules.createHTML('{not json')).toBeNull();
    expect(defaultPolicyRules.createHTML('<script>alert(1)</script>')).toBeNull();
  });

  it('lets React Router’s scroll restoration script through when React writes it again, and nothing like it', () => {
    const restore = ((storageKey: string, restoreKey: string | null) => {
      if (!window.history.state || !window.history.state.key) {
        window.history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
      }
      const positions = JSON.parse(sessionStorage.getItem(storageKey) || '{}') as Record<
        string,
        unknown
      >;
      return positions[restoreKey ?? ''];
    }).toString();
    for (const key of ['null', '"k3x9"']) {
      const script = `(${restore})("react-router-scroll-positions", ${key})`;
      expect(defaultPolicyRules.createHTML(script)).toBe(script);
    }
    for (const hostile of [
      `(${restore})("react-router-scroll-positions", null)<img src=x onerror=alert(1)>`,
      `(${restore})("react-router-scroll-positions", "</script><script>alert(1)//")`,
      `((a,b)=>{window.history.state;fetch('//evil')})("other-key", null)`,
      `alert(1);(${restore})("react-router-scroll-positions", null)`,
    ]) {
      expect(defaultPolicyRules.createHTML(hostile)).toBeNull();
    }
  });
});
