// Alentour audience measurement, served from the product's own host. Designed for the audience-measurement
// exemption: no cookie, no storage, no identifier; each page view sends its path, utm_* tags and referring
// page once, and the server keeps only daily totals. Refused from the consent element, or with Do Not Track
// or Global Privacy Control, nothing is sent.
(() => {
  const endpoint = "/api/analytics/collect";
  const refused = () => /(?:^|;\s*)alentour_consent=refused/.test(document.cookie);
  if (navigator.doNotTrack === "1" || navigator.globalPrivacyControl === true) return;
  let last = null;

  function send() {
    const path = location.pathname;
    if (path === last || refused()) return;
    const referrer = last === null ? document.referrer : "";
    last = path;
    const body = JSON.stringify({ path, query: location.search, referrer });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
    }
  }

  // Client-side navigations change the path without loading a page.
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      setTimeout(send, 0);
      return result;
    };
  }
  addEventListener("popstate", send);
  send();
})();
