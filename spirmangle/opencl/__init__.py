"""OpenCL C: the prototype parser and the entity builder."""
