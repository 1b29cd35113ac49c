/**
 * Just enough of the SVG geometry interfaces jsdom lacks for bpmn-js to import, draw and fit a
 * diagram in a test: bounding boxes (of text: its length), matrices and transform lists. Layout
 * is not real; what the tests check is the drawn elements, their classes, sizes and colours.
 */
class Matrix {
  constructor(
    public a = 1,
    public b = 0,
    public c = 0,
    public d = 1,
    public e = 0,
    public f = 0,
  ) {}
  multiply(m: Matrix): Matrix {
    return new Matrix(
      this.a * m.a + this.c * m.b,
      this.b * m.a + this.d * m.b,
      this.a * m.c + this.c * m.d,
      this.b * m.c + this.d * m.d,
      this.a * m.e + this.c * m.f + this.e,
      this.b * m.e + this.d * m.f + this.f,
    );
  }
  translate(x: number, y: number): Matrix {
    return this.multiply(new Matrix(1, 0, 0, 1, x, y));
  }
  scale(s: number): Matrix {
    return this.multiply(new Matrix(s, 0, 0, s, 0, 0));
  }
  inverse(): Matrix {
    const det = this.a * this.d - this.b * this.c;
    return new Matrix(
      this.d / det,
      -this.b / det,
      -this.c / det,
      this.a / det,
      (this.c * this.f - this.d * this.e) / det,
      (this.b * this.e - this.a * this.f) / det,
    );
  }
}

class Transform {
  type = 1;
  matrix = new Matrix();
  setMatrix(m: Matrix) {
    this.matrix = m;
  }
  setTranslate(x: number, y: number) {
    this.matrix = new Matrix(1, 0, 0, 1, x, y);
  }
}

class TransformList {
  items: Transform[] = [];
  get numberOfItems() {
    return this.items.length;
  }
  clear() {
    this.items = [];
  }
  appendItem(t: Transform) {
    this.items.push(t);
    return t;
  }
  getItem(i: number) {
    return this.items[i];
  }
  initialize(t: Transform) {
    this.items = [t];
    return t;
  }
  consolidate() {
    if (this.items.length === 0) return null;
    const t = new Transform();
    t.matrix = this.items.reduce((m, item) => m.multiply(item.matrix), new Matrix());
    this.items = [t];
    return t;
  }
  createSVGTransformFromMatrix(m: Matrix) {
    const t = new Transform();
    t.matrix = m;
    return t;
  }
}

export function installSvgStubs(): void {
  const proto = SVGElement.prototype as unknown as Record<string, unknown>;
  if (proto.getBBox) return;
  proto.getBBox = function getBBox(this: SVGElement) {
    const text = this.textContent ?? '';
    return { x: 0, y: 0, width: text.length * 7, height: text ? 14 : 0 };
  };
  proto.getComputedTextLength = function (this: SVGElement) {
    return (this.textContent ?? '').length * 7;
  };
  proto.getScreenCTM = () => new Matrix();
  proto.getCTM = () => new Matrix();
  const lists = new WeakMap<SVGElement, { baseVal: TransformList }>();
  Object.defineProperty(proto, 'transform', {
    configurable: true,
    get(this: SVGElement) {
      let list = lists.get(this);
      if (!list) lists.set(this, (list = { baseVal: new TransformList() }));
      return list;
    },
  });
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.SVGMatrix ??= Matrix;
  // text is measured on a canvas
  (HTMLCanvasElement.prototype as unknown as Record<string, unknown>).getContext = () => ({
    font: '',
    measureText: (text: string) => ({ width: text.length * 7, actualBoundingBoxAscent: 10, actualBoundingBoxDescent: 3 }),
  });
  const svg = SVGSVGElement.prototype as unknown as Record<string, unknown>;
  svg.createSVGMatrix = () => new Matrix();
  svg.createSVGTransform = () => new Transform();
  svg.createSVGTransformFromMatrix = (m: Matrix) => {
    const t = new Transform();
    t.matrix = m;
    return t;
  };
  svg.createSVGPoint = () => ({ x: 0, y: 0, matrixTransform: () => ({ x: 0, y: 0 }) });
}
