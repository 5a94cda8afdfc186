import type { BrowserContext } from "@playwright/test";

/**
 * A stand-in for Google's script loader (https://apis.google.com/js/api.js), which these machines cannot
 * fetch. Firebase's popup sign-in uses its `gapi.iframes` to talk between the page and a helper frame,
 * in production and under the Authentication emulator alike (both the SDK and the emulator's helper frame
 * load it). Only that part is provided: each window posts messages to its peer; handlers answer; messages
 * for a handler not yet registered wait for it. The site, the Firebase SDK, the emulator's sign-in page
 * and the server's token check are all the real ones.
 */
const standInSource = String.raw`(() => {
  if (window.gapi && window.gapi.iframes) return;
  const TAG = "gapi-stand-in";
  const handlers = new Map();
  const waiting = new Map();
  const callbacks = new Map();
  let peerReady = false;
  const readyWaiters = [];
  const post = (target, message) => target && target.postMessage(Object.assign({ [TAG]: true }, message), "*");
  const answer = (source, message) => {
    Promise.resolve(handlers.get(message.name)(message.payload)).then((value) =>
      post(source, { kind: "reply", id: message.id, responses: value === undefined ? [] : [value] }),
    );
  };
  window.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || message[TAG] !== true) return;
    if (message.kind === "ready") {
      peerReady = true;
      readyWaiters.splice(0).forEach((resolve) => resolve());
    } else if (message.kind === "send") {
      if (handlers.has(message.name)) answer(event.source, message);
      else waiting.set(message.name, [...(waiting.get(message.name) || []), [event.source, message]]);
    } else if (message.kind === "reply") {
      const callback = callbacks.get(message.id);
      callbacks.delete(message.id);
      if (callback) callback(message.responses);
    }
  });
  const channel = (target) => ({
    register(name, handler) {
      handlers.set(name, handler);
      (waiting.get(name) || []).forEach(([source, message]) => answer(source, message));
      waiting.delete(name);
    },
    unregister(name) {
      handlers.delete(name);
    },
    send(name, payload, callback) {
      const id = Math.random().toString(36).slice(2);
      if (callback) callbacks.set(id, callback);
      post(target(), { kind: "send", id, name, payload });
    },
  });
  const context = {
    open(options, onOpen) {
      const frame = document.createElement("iframe");
      const attributes = options.attributes || {};
      Object.keys(attributes).forEach((key) => {
        if (key === "style") Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      const iframe = Object.assign(channel(() => frame.contentWindow), {
        restyle: () => Promise.resolve(),
        ping(callback) {
          return new Promise((resolve) => (peerReady ? resolve() : readyWaiters.push(resolve))).then(() => callback && callback());
        },
      });
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe() {
      post(window.parent, { kind: "ready" });
      return channel(() => window.parent);
    },
  };
  window.gapi = {
    load(_name, options) {
      setTimeout(() => (typeof options === "function" ? options() : options.callback()), 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: "cross-origin-iframes" },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  setTimeout(() => {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in to every page and frame of the context, and fails fast on the other outside files
 * the emulator's sign-in page asks for (its stylesheets and Material script), which it works without. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: standInSource }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
