// Injected into a copy of the gallery by .ci/browser-test.sh; headless Chromium runs it and the script writes its
// verdict into a PRE element with the id browser-check, which the shell script reads from the dumped DOM.
(function () {
  const errors = [];
  window.addEventListener('error', (event) => errors.push('error: ' + event.message));
  const originalError = console.error;
  console.error = function (...args) { errors.push('console.error: ' + args.join(' ')); originalError.apply(console, args); };

  // Known pixels: [figure id, x, y, [r, g, b]] in points of the figure's own SVG.
  const expectations = [
    // Akhtar's five-column grid: the first cell (0, 0, 85.667, 85.667) is section 0's blue away from its centred
    // label, and so is the fourth (257, 0, 85.667, 85.667); the white hairline between cells 0 and 1 is at x ≈ 85.7.
    ['akhtar-five-column-grid-0', 12, 12, [0, 122, 255]],
    ['akhtar-five-column-grid-0', 270, 75, [0, 122, 255]],
    // Section backgrounds: section 0's decoration (10, 10, 370, 164) is #FFE5E5 left of the cells …
    ['backgrounds-0', 15, 100, [255, 229, 229]],
    // … white outside it, and the first cell (28, 28, 161, 58) is blue.
    ['backgrounds-0', 5, 100, [255, 255, 255]],
    ['backgrounds-0', 108, 40, [0, 122, 255]],
    // A UIKit screen drawn through the face: the inset-grouped list's grouped background outside the rows, a row's
    // white background configuration (20, 55.667, 350, 63.333), the Personal Hotspot switch's green track
    // (299, 189, 51, 31; its thumb is at the trailing end, from x 321).
    ['uikit-list-insetGrouped-0', 8, 100, [242, 242, 247]],
    ['uikit-list-insetGrouped-0', 25, 70, [255, 255, 255]],
    ['uikit-list-insetGrouped-0', 305, 204, [52, 199, 89]],
    // The flow grid's first cell (16, 60, 100, 100), its content view blue with 10-pt corners.
    ['uikit-flow-grid-0', 20, 150, [0, 122, 255]],
    // Custom UICollectionViewLayout subclasses: the waterfall's first photo (6, 6, 183, 150) is systemTeal; the
    // carousel's centred first card (70, 50, 250, 300) is systemIndigo, and left of it is the white background.
    ['uikit-custom-waterfall-0', 20, 60, [48, 176, 199]],
    ['uikit-custom-carousel-0', 100, 100, [88, 86, 214]],
    ['uikit-custom-carousel-0', 30, 100, [255, 255, 255]],
  ];

  function finish(lines) {
    const pre = document.createElement('pre');
    pre.id = 'browser-check';
    pre.textContent = lines.join('\n');
    document.body.appendChild(pre);
  }

  function pixel(figureId, x, y) {
    return new Promise((resolve, reject) => {
      const figure = document.getElementById(figureId);
      if (!figure) { reject('no figure ' + figureId); return; }
      const svg = figure.querySelector('svg');
      const width = Number(svg.getAttribute('width'));
      const height = Number(svg.getAttribute('height'));
      const image = new Image();
      image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0, width, height);
        resolve(Array.from(context.getImageData(x, y, 1, 1).data).slice(0, 3));
      };
      image.onerror = () => reject('the SVG of ' + figureId + ' did not load as an image');
      image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg.outerHTML);
    });
  }

  // How far each text run's box (getBBox, the font's ascent to descent) reaches past its measured frame; the
  // tolerance allows the fallback fonts' taller ascent or descent by a point and a half, and rounding across.
  function textFit(root) {
    const tolerance = { x: 1.25, y: 1.5 };
    const result = { runs: 0, worst: 0, failures: [] };
    for (const group of Array.from(root.querySelectorAll('g.text[data-frame]'))) {
      const [x, y, width, height] = group.getAttribute('data-frame').split(' ').map(Number);
      for (const run of Array.from(group.querySelectorAll('text'))) {
        if (run.textContent.length === 0) continue;
        result.runs++;
        const box = run.getBBox();
        const overflow = {
          x: Math.max(x - box.x, box.x + box.width - (x + width), 0),
          y: Math.max(y - box.y, box.y + box.height - (y + height), 0),
        };
        result.worst = Math.max(result.worst, overflow.x, overflow.y);
        if (overflow.x > tolerance.x || overflow.y > tolerance.y) {
          const figure = run.closest('figure');
          result.failures.push((figure ? figure.id : '?') + ': "' + run.textContent + '" drawn at ' + [box.x, box.y,
            box.width, box.height].map((v) => v.toFixed(2)).join(' ') + ', measured frame ' + [x, y, width, height].join(' '));
        }
      }
    }
    return result;
  }

  window.addEventListener('load', async () => {
    const lines = [];
    let failures = 0;
    const figures = Array.from(document.querySelectorAll('figure'));
    lines.push('figures: ' + figures.length);
    if (figures.length === 0) { failures++; lines.push('FAIL no figures'); }
    for (const figure of figures) {
      const svg = figure.querySelector('svg');
      if (!svg) { failures++; lines.push('FAIL ' + figure.id + ': no svg'); continue; }
      const box = svg.getBBox();
      if (!(box.width > 0 && box.height > 0)) { failures++; lines.push('FAIL ' + figure.id + ': empty bounding box'); }
      const drawn = svg.querySelectorAll('g.cell, g.supplementary, g.decoration').length;
      if (drawn === 0) { failures++; lines.push('FAIL ' + figure.id + ': no elements'); }
      // Inlined SVGs share the page's ids: each clip path a figure uses must be its own.
      for (const user of Array.from(svg.querySelectorAll('[clip-path]'))) {
        const id = (user.getAttribute('clip-path').match(/^url\(#(.+)\)$/) || [])[1];
        const target = id && document.getElementById(id);
        if (!target || !svg.contains(target)) {
          failures++;
          lines.push('FAIL ' + figure.id + ': clip path ' + id + ' is ' + (target ? "another figure's" : 'missing'));
        }
      }
    }
    const ids = Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (duplicates.length > 0) { failures++; lines.push('FAIL duplicate ids: ' + duplicates.slice(0, 5).join(', ')); }
    for (const image of Array.from(document.images)) {
      if (!(image.complete && image.naturalWidth > 0)) { failures++; lines.push('FAIL broken image ' + image.src); }
    }
    for (const [id, x, y, expected] of expectations) {
      try {
        const actual = await pixel(id, x, y);
        const close = actual.every((value, index) => Math.abs(value - expected[index]) <= 8);
        lines.push((close ? 'ok ' : 'FAIL ') + id + ' (' + x + ', ' + y + '): rgb(' + actual.join(', ')
          + '), expected rgb(' + expected.join(', ') + ')');
        if (!close) failures++;
      } catch (error) {
        failures++;
        lines.push('FAIL ' + error);
      }
    }
    // Text fit (semantics RD21): every drawn line lies inside the frame its text was measured for.
    const fit = textFit(document);
    lines.push('text runs: ' + fit.runs + ' checked, worst overflow ' + fit.worst.toFixed(2) + ' pt');
    if (fit.runs === 0) { failures++; lines.push('FAIL no text runs to check'); }
    for (const message of fit.failures.slice(0, 20)) { failures++; lines.push('FAIL ' + message); }
    failures += Math.max(fit.failures.length - 20, 0);
    for (const error of errors) { failures++; lines.push('FAIL ' + error); }
    lines.push(failures === 0 ? 'BROWSER-CHECK PASS' : 'BROWSER-CHECK FAIL (' + failures + ')');
    finish(lines);
  });
})();
