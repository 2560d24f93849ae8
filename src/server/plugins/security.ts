import type { AppConfig } from '../config';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * A strict policy without inline script (DESIGN.md section 7). Emotion injects <style> tags, so
 * styles need 'unsafe-inline'; scripts never do. Firebase's endpoints are allowed only when it is configured.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const storage = config.storageBaseUrl.startsWith('http') ? originOf(config.storageBaseUrl) : [];
  const chat = originOf(config.chatWidgetUrl);
  const firebase = config.firebase
    ? ['https://*.googleapis.com', 'https://*.firebaseapp.com', 'https://apis.google.com', 'https://www.gstatic.com', ...(config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [])]
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...chat, ...(config.firebase ? ['https://apis.google.com', 'https://www.gstatic.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage, ...chat],
    mediaSrc: ["'self'", ...storage],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...chat, ...firebase],
    frameSrc: ["'self'", ...chat, ...(config.firebase ? [`https://${config.firebase.authDomain}`] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // helmet adds it by default; over plain http on localhost it would break every request.
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}
