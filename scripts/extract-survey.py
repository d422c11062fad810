#!/usr/bin/env python3
"""Runs `viper extract --dry-run --json` on every UIKit view controller of a Swift code base and
counts the outcomes: extracted fully, extracted with manual steps, refused (and why).

    scripts/extract-survey.py <viper> <folder> [<folder>...]

Nothing is written into the folders (every run is a dry run). It prints one line per folder and
the refusal reasons with their counts, for docs/extract.md.
"""
import collections, json, os, re, subprocess, sys

CLASS = re.compile(r'^\s*(?:(?:public|open|internal|final|private|fileprivate|@\w+)\s+)*class\s+(\w+)\s*:\s*(\w*ViewController)\b', re.M)

def survey(viper, folder):
    counts = collections.Counter()
    reasons = collections.Counter()
    steps = collections.Counter()
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(root, name)
            try:
                text = open(path, encoding='utf-8').read()
            except (UnicodeDecodeError, OSError):
                continue
            for match in CLASS.finditer(text):
                run = subprocess.run([viper, 'extract', name, '--type', match.group(1), '--dry-run', '--json'],
                                     cwd=root, capture_output=True, text=True)
                counts['view controllers'] += 1
                if run.returncode == 0:
                    report = json.loads(run.stdout)
                    counts['members'] += len(report['placements'])
                    if report['manualSteps'] == 0:
                        counts['full'] += 1
                    else:
                        counts['manual'] += 1
                        counts['manual steps'] += report['manualSteps']
                        for placement in report['placements']:
                            if placement.get('manualStep'):
                                steps[re.sub(r'`[^`]*`', '`…`', placement['manualStep']).split(';')[0]] += 1
                else:
                    counts['refused'] += 1
                    error = run.stderr.strip().splitlines()[0] if run.stderr.strip() else 'exit %d' % run.returncode
                    kind = ('does not parse' if 'does not parse' in error else
                            'lost or changed code' if 'conserve' in error else
                            'lint violation' if 'lint rules' in error else error[:80])
                    reasons[kind] += 1
                    if 'conserve' in error or 'lint rules' in error:
                        counts['checks refused'] += 1
    return counts, reasons, steps

def main():
    viper, folders = sys.argv[1], sys.argv[2:]
    for folder in folders:
        counts, reasons, steps = survey(viper, folder)
        print(f"{folder}: {counts['view controllers']} view controllers ({counts['members']} members placed): "
              f"{counts['full']} fully, {counts['manual']} with {counts['manual steps']} manual steps, {counts['refused']} refused")
        for reason, count in reasons.most_common():
            print(f"    refused: {count} × {reason}")
        for step, count in steps.most_common(8):
            print(f"    manual: {count} × {step}")

if __name__ == '__main__':
    main()
