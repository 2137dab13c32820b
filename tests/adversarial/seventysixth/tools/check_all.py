"""Runs every check of the seventy-sixth set; exit 1 if any fails. Run: python3 tools/check_all.py"""
import os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
bad = 0
for s in ['gen.py', 'census.py', 'check_toml.py', 'check_texts.py']:
    r = subprocess.run([sys.executable, os.path.join(HERE, s)], capture_output=True, text=True)
    print(f"{s}: {'ok' if r.returncode == 0 else 'FAILED'} - {r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr[-300:]}")
    bad += r.returncode != 0
sys.exit(1 if bad else 0)
