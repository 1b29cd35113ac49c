// Route compiler benchmark: compiles a 5,000-item menu tree and prints one JSON line
// {name, ms, reference} (plus the section/value/unit fields `npm run bench` collects). The
// reference is a plain JSON.parse of the same tree, measured in the same run on the same machine.
import { performance } from 'node:perf_hooks';
import { compileMenuRoutes } from '../src/app/router/compileMenuRoutes';
import type { MenuItem } from '../src/app/router/types';

const TOP = 50;
// 50 x (1 + 9 x (1 + 10)) = 5,000 items
const SUB = 9;
const LEAVES = 10;

function buildTree(): { tree: MenuItem[]; count: number; registry: Set<string> } {
  const registry = new Set<string>();
  let count = 0;
  let id = 0;
  const tree: MenuItem[] = [];
  for (let t = 0; t < TOP; t++) {
    const top: MenuItem = { id: `m${++id}`, parentId: null, alias: `top${t}`, name: `目录${t}`, path: `/top${t}`, sort: t, children: [] };
    count++;
    for (let s = 0; s < SUB; s++) {
      const sub: MenuItem = {
        id: `m${++id}`,
        parentId: top.id,
        alias: `sub${t}_${s}`,
        name: `子目录${t}-${s}`,
        path: `/top${t}/sub${s}`,
        sort: s,
        children: [],
      };
      count++;
      for (let l = 0; l < LEAVES; l++) {
        const n = ++id;
        const component = `feature${t % 12}/Page${l}`;
        if (l % 2 === 0) registry.add(component);
        const leaf: MenuItem =
          l === 7
            ? {
                id: `m${n}`,
                parentId: sub.id,
                alias: `embedded${n}`,
                name: `嵌入页${n}`,
                path: `report.r${n}.page`,
                sort: l,
                routeData: { url: `/portal/r/${n}` },
              }
            : l === 8
              ? {
                  id: `m${n}`,
                  parentId: sub.id,
                  alias: `link${n}`,
                  name: `外链${n}`,
                  path: `/link${n}`,
                  sort: l,
                  routeData: { openType: 'external', url: `https://example.com/${n}` },
                }
              : {
                  id: `m${n}`,
                  parentId: sub.id,
                  alias: `page${n}`,
                  name: `页面${n}`,
                  path: l === 3 ? `/top${t}/sub${s}/p${l}?type=${n}` : `/top${t}/sub${s}/p${l}`,
                  component,
                  icon: 'AppstoreOutlined',
                  sort: l,
                  routeData: l === 0 ? { keepAlive: true, newTag: true, badge: n } : undefined,
                };
        sub.children!.push(leaf);
        count++;
      }
      top.children!.push(sub);
    }
    tree.push(top);
  }
  return { tree, count, registry };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const { tree, count, registry } = buildTree();
const json = JSON.stringify(tree);
const runs = 25;
const compileTimes: number[] = [];
const parseTimes: number[] = [];
let routes = 0;
for (let i = 0; i < runs + 5; i++) {
  const parsed = performance.now();
  const fresh = JSON.parse(json) as MenuItem[];
  const afterParse = performance.now();
  const result = compileMenuRoutes(fresh, registry, { logError: () => {} });
  const afterCompile = performance.now();
  routes = result.routes.length;
  if (i >= 5) {
    parseTimes.push(afterParse - parsed);
    compileTimes.push(afterCompile - afterParse);
  }
}

const ms = Number(median(compileTimes).toFixed(2));
// the machines are shared: the fastest run shows the cost without other processes' noise
const minMs = Number(Math.min(...compileTimes).toFixed(2));
const referenceMs = Number(median(parseTimes).toFixed(2));
console.log(
  JSON.stringify({
    section: 'Route compiler',
    name: `compileMenuRoutes, ${count}-item menu tree (${routes} routes), median of ${runs}`,
    ms,
    minMs,
    value: ms,
    unit: 'ms',
    reference: {
      name: `JSON.parse of the same tree (${(json.length / 1024).toFixed(0)} KB)`,
      ms: referenceMs,
      minMs: Number(Math.min(...parseTimes).toFixed(2)),
      value: referenceMs,
      unit: 'ms',
    },
    target: '< 50 ms',
  }),
);
