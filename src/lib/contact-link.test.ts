import { describe, expect, it } from 'vitest';
import { STUDIO } from '../../core/studio/studio';
import { contactLink, isMobileDevice } from './contact-link';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('isMobileDevice', () => {
  it('recognises Android and iOS', () => {
    expect(isMobileDevice(UA.android)).toBe(true);
    expect(isMobileDevice(UA.iphone)).toBe(true);
  });

  it('treats desktops, including a Mac without touch, as web', () => {
    expect(isMobileDevice(UA.windows)).toBe(false);
    expect(isMobileDevice(UA.linux)).toBe(false);
    expect(isMobileDevice(UA.ipadDesktopMode, 0)).toBe(false);
  });

  it('recognises an iPad that reports a desktop user agent by its touch screen', () => {
    expect(isMobileDevice(UA.ipadDesktopMode, 5)).toBe(true);
  });
});

describe('contactLink', () => {
  const encoded = encodeURIComponent(STUDIO.contactMessage);

  it('uses the mobile chat form on Android and iOS', () => {
    const expected = `https://api.whatsapp.com/send?phone=${STUDIO.phone}&text=${encoded}`;
    expect(contactLink({ userAgent: UA.android })).toBe(expected);
    expect(contactLink({ userAgent: UA.iphone })).toBe(expected);
  });

  it('uses the web send link elsewhere', () => {
    expect(contactLink({ userAgent: UA.windows })).toBe(
      `https://web.whatsapp.com/send?phone=${STUDIO.phone}&text=${encoded}`,
    );
  });

  it('URL-encodes the message so it survives as one text parameter', () => {
    const url = new URL(
      contactLink({ userAgent: UA.linux, phone: '+52 55 1234-5678', message: 'Hola & adiós? sí=1' }),
    );
    expect(url.searchParams.get('phone')).toBe('525512345678');
    expect(url.searchParams.get('text')).toBe('Hola & adiós? sí=1');
    expect(url.search).not.toContain(' ');
  });

  it('carries the studio phone and a Spanish message about getting in touch by default', () => {
    const url = new URL(contactLink({ userAgent: UA.linux }));
    expect(url.searchParams.get('phone')).toBe(STUDIO.phone);
    expect(url.searchParams.get('text')).toMatch(/conocer más sobre el estudio/);
    expect(url.searchParams.get('text')).toMatch(/contacto/);
  });
});
