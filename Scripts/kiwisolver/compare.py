"""`make bench`: our solver's figures beside kiwisolver's, measured in the same run.

Usage: compare.py OURS KIWI — two files of `key: value` lines, the first from UIKitBench (keys
`autolayout.*`), the second from bench.py (keys `kiwisolver.autolayout.*`). Prints one line per
figure with both values and ours / kiwisolver (below 1: we are faster). Exits non-zero when a
checksum differs (the two sides did not solve the same system) or a figure is missing.
"""

import sys


def figures(path, prefix):
    values = {}
    with open(path) as lines:
        for line in lines:
            key, _, value = line.partition(":")
            if key.startswith(prefix):
                values[key[len(prefix):]] = float(value)
    return values


def main():
    ours = figures(sys.argv[1], "autolayout.")
    kiwi = figures(sys.argv[2], "kiwisolver.autolayout.")
    failed = False
    print(f"{'autolayout figure':<32} {'ours':>12} {'kiwisolver':>12} {'ours/kiwi':>10}")
    for key in list(ours) + [key for key in kiwi if key not in ours]:
        if key.endswith("_uikit." + key.split("_uikit.")[-1]) and "_uikit." in key and key in ours:
            # Through UIKit's views and layout pass: kiwisolver has no views, so no peer figure.
            print(f"{key:<40} {ours[key]:>12.3f} {'(no peer)':>12}")
        elif key not in ours or key not in kiwi:
            print(f"{key:<32} missing on one side")
            failed = True
        elif key.endswith("checksum"):
            same = abs(ours[key] - kiwi[key]) <= 1e-6 * max(1.0, abs(kiwi[key]))
            print(f"{key:<32} {ours[key]:>12.3f} {kiwi[key]:>12.3f} {'same' if same else 'DIFFERENT':>10}")
            failed |= not same
        else:
            print(f"{key:<32} {ours[key]:>12.3f} {kiwi[key]:>12.3f} {ours[key] / kiwi[key]:>10.3g}")
    print("kiwisolver has no setConstant: its setconstant figure removes the constraint and adds the moved one.")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
