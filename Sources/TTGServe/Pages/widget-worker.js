// The captcha widget's proof of work in a Web Worker: the service serves this file as
// /widget-worker.js (for pages on its own origin) and puts it in widget.js (for a worker made from
// a Blob where a page's policy allows one), with the search of widget-solver.js where its name
// stands. Given {prefix, bits}, posts the nonce.
WIDGET_SOLVER;

onmessage = (event) => {
  const search = workSearch(event.data.prefix, event.data.bits);
  let nonce = null;
  while (nonce === null) nonce = search.next(1 << 16);
  postMessage(nonce);
};
