// `@matjar/ui`'s form controls (the phone field, the activation code, the image picker) have their
// styles in `forms.css`, which the storefront's root does not link (decision 028: the stylesheet
// every page waits for holds only what every page draws). A route that draws one of them, itself
// or through a component of a library, must import `@matjar/ui/forms.css`; without it the control
// is drawn unstyled, which no type error shows.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', 'build', '.react-router', 'tmp', 'test-results']);

/** Every source file under `dir`, without tests and stories. */
const sourcesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

const text = (file) => readFileSync(file, 'utf8');

/** The components whose styles are in `forms.css`: what each imported component file exports. */
const formsCss = join(root, 'libs/ui/src/styles/forms.css');
const formControls = [...text(formsCss).matchAll(/@import '\.\.\/components\/([\w-]+)\/\1\.css'/g)]
  .map((match) => join(root, 'libs/ui/src/components', match[1], `${match[1]}.tsx`))
  .flatMap((file) => [...text(file).matchAll(/export function (\w+)/g)].map((match) => match[1]));

/** A relative import of `from`, as the file it names. */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file));
}

const libraryFiles = readdirSync(join(root, 'libs')).flatMap((lib) =>
  existsSync(join(root, 'libs', lib, 'src'))
    ? sourcesUnder(join(root, 'libs', lib, 'src')).map((file) => ({ lib, file }))
    : [],
);
/** Where each library's exported name is defined, by `@matjar/<lib>` name. */
const definedIn = new Map();
for (const { lib, file } of libraryFiles) {
  for (const match of text(file).matchAll(/export (?:function|const) (\w+)/g))
    definedIn.set(`@matjar/${lib}:${match[1]}`, file);
}

/** The files a file imports: relative ones, and the defining files of names from `@matjar/*`. */
function importsOf(file) {
  const source = text(file);
  const found = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)'/g)) {
    const [, clause = '', specifier = ''] = match;
    if (specifier.startsWith('.')) {
      const target = resolveRelative(file, specifier);
      if (target) found.push(target);
      continue;
    }
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const name of named.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim(),
    )) {
      const target = name && definedIn.get(`${specifier}:${name}`);
      if (target) found.push(target);
    }
  }
  return found;
}

/** Whether `file` draws one of the form controls, itself or through what it imports. */
const drawsControl = new Map();
function drawsFormControl(file) {
  if (drawsControl.has(file)) return drawsControl.get(file);
  drawsControl.set(file, false);
  const source = text(file);
  const answer =
    formControls.some((name) => new RegExp(`<${name}[\\s>/]`).test(source)) ||
    importsOf(file).some(drawsFormControl);
  drawsControl.set(file, answer);
  return answer;
}

const routes = sourcesUnder(join(root, 'apps/storefront/app/routes')).filter((file) =>
  file.endsWith('.tsx'),
);
const linksForms = (file) => /^import '@matjar\/ui\/forms\.css';$/m.test(text(file));

describe("@matjar/ui's form controls and their stylesheet", () => {
  it('knows the controls forms.css styles', () => {
    assert.deepEqual([...formControls].sort(), [
      'ImagePicker',
      'OtpField',
      'PhoneField',
      'SelectField',
    ]);
  });

  it('finds them drawn through libraries (the sign-in page, the checkout)', () => {
    const drawing = routes.filter(drawsFormControl).map((file) => relative(root, file));
    assert.ok(drawing.includes('apps/storefront/app/routes/auth/sign-in.tsx'), drawing.join('\n'));
    assert.ok(drawing.includes('apps/storefront/app/routes/cart/checkout.tsx'), drawing.join('\n'));
  });

  it('every route that draws one links forms.css', () => {
    const missing = routes
      .filter((file) => drawsFormControl(file) && !linksForms(file))
      .map((file) => relative(root, file));
    assert.deepEqual(missing, []);
  });

  it("the root's stylesheet leaves them out", () => {
    const core = text(join(root, 'libs/ui/src/styles/core.css'));
    assert.doesNotMatch(core, /phone-field|otp-field|select-field|image-picker/);
  });
});
