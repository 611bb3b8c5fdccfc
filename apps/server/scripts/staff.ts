import { tenants } from '@venue/tenants';
import { readConfig } from '../src/config.ts';
import { runStaffCommand } from '../src/staff/staffCommand.ts';

/** Asks on the terminal with nothing echoed; Ctrl-C gives up. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let answer = '';
  return new Promise((resolve, reject) => {
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolve(answer);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new Error('Cancelled.'));
          return;
        }
        answer = char === '\u007f' || char === '\b' ? [...answer].slice(0, -1).join('') : answer + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Stdin's first line when it is piped; on a terminal, asked for twice without echo. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/, 1)[0] ?? '';
  }
  const first = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== first) throw new Error('The two passwords differ.');
  return first;
}

const config = readConfig();
process.exitCode = await runStaffCommand(process.argv.slice(2), {
  tenants,
  database: { url: config.databaseUrl, sqlitePath: config.sqlitePath },
  print: (line) => console.log(line),
  readPassword,
});
