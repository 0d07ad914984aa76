"""``spirmangle explain``: a mangled name annotated piece by piece."""
