/**
 * A shell command written as the build highlights bash (../shiki.ts), for components that show commands
 * (src/components/InstallCommand): the program in the function colour, flags in the keyword colour, every other
 * word in the string colour. Such commands are this small grammar, so they need no tokenizer in the browser;
 * a unit test checks the result is Shiki's.
 */
const CLASSES = { program: 'cl-795e26 cd-dcdcaa', flag: 'cl-0000ff cd-569cd6', word: 'cl-a31515 cd-ce9178' };

const escape = (text: string) => text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/** One line of HTML per line of `commands`, joined by `\n`: the form of a Markdown block's `highlighted` prop. */
export function commandHtml(commands: string): string {
  return commands
    .split('\n')
    .map((line) =>
      line
        .split(' ')
        .map((word, index) => {
          const kind = index === 0 ? 'program' : word.startsWith('-') ? 'flag' : 'word';
          return `<span class="${CLASSES[kind]}">${index === 0 ? '' : ' '}${escape(word)}</span>`;
        })
        .join(''),
    )
    .join('\n');
}
