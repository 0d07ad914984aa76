import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# the shared helpers (tools/mirror_tests.py)
sys.path.insert(0, str(Path(__file__).resolve().parent / "support"))
