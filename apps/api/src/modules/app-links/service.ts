/** A profile's Android app: its package and the SHA-256 fingerprints of the keys it is signed with. */
export type AndroidApp = { package: string; fingerprints: string[] };

/** Digital Asset Links: the app may open every link of this host. */
export function androidAssetLinks(app: AndroidApp | undefined) {
  if (!app) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: app.package, sha256_cert_fingerprints: app.fingerprints },
    },
  ];
}

/**
 * The app (TEAMID.bundle.id) opens the host's pages of the customer app, never the panel, the API
 * or the files the server hands out.
 */
export function appleAppSiteAssociation(appId: string | undefined) {
  if (!appId) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [appId],
          components: [
            { '/': '/painel/*', exclude: true },
            { '/': '/api/*', exclude: true },
            { '/': '/media/*', exclude: true },
            { '/': '/*' },
          ],
        },
      ],
    },
  };
}
