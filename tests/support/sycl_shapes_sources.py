"""Sources shaped like intel/llvm's SYCL headers and the SYCL-CTS, for
bench/probe_sycl_shapes.py (issue 21).

Our own small mimics of the shapes the real headers give device code (the facts
carry over, the code does not): the ``sycl::_V1`` inline namespace; ``id``,
``range``, ``item``, ``nd_item``; ``multi_ptr`` over a decorated pointer
(``__attribute__((opencl_global)) T *``) with its ``access::address_space`` and
``access::decorated`` arguments; ``accessor`` and ``local_accessor`` with their
``__init``; ``vec`` over ``ext_vector_type`` with swizzles (``SwizzleOp`` over an
index pack); ``atomic_ref`` over ``memory_order``/``memory_scope``; group
algorithms over ``sub_group``/``group`` and function objects; kernel entry points
(``[[clang::sycl_kernel]]`` templates named by classes, functors and lambdas);
``__spirv_``/``__spv`` declarations; ``ext::oneapi`` types (``bfloat16``,
properties, ``annotated_ptr``, printf over a constant format string).

The same text compiles as SYCL device code and as C++ for OpenCL: a prelude maps
``AS_G``/``AS_L``/``AS_C``/``AS_P``/``AS_N`` to the ``opencl_*`` attributes or to
the keywords, and ``NS`` to the library's namespace (``sycl`` for SYCL; another
name for user code that mimics it and for C++ for OpenCL, whose names carry no
SYCL marker).  Statements a language rejects sit on lines of their own (the
corpus maker drops them).  Deterministic.
"""

from __future__ import annotations

PRELUDE = r"""
#if defined(__OPENCL_CPP_VERSION__)
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
#define AS_G __global
#define AS_L __local
#define AS_C __constant
#define AS_P __private
#if defined(__opencl_c_generic_address_space) || __OPENCL_CPP_VERSION__ == 100
#define AS_N __generic
#else
#define AS_N
#endif
#define KERNEL_ATTR
#define KERNEL_NAME(T) ""
typedef struct ocl_event_dummy *event_like_t;
#else
#define AS_G __attribute__((opencl_global))
#define AS_L __attribute__((opencl_local))
#define AS_C __attribute__((opencl_constant))
#define AS_P __attribute__((opencl_private))
#define AS_N __attribute__((opencl_generic))
#define KERNEL_ATTR __attribute__((sycl_kernel))
#define KERNEL_NAME(T) __builtin_sycl_unique_stable_name(T)
#endif
typedef __SIZE_TYPE__ size_t;
"""

# The library: NS is the namespace the mimic lives in.
LIBRARY = r"""
namespace __spv {
struct Scope { enum Flag : unsigned { CrossDevice = 0, Device = 1, Workgroup = 2, Subgroup = 3 }; };
struct MemorySemanticsMask { enum Flag : unsigned { None = 0, SequentiallyConsistent = 0x10 }; };
struct StorageClass { enum Flag : unsigned { Workgroup = 4, CrossWorkgroup = 5, Function = 7 }; };
enum class GroupOperation : unsigned { Reduce = 0, InclusiveScan = 1 };
}
namespace NS {
inline namespace _V1 {
namespace access {
enum class address_space : int { private_space = 0, global_space = 1, constant_space = 2,
                                 local_space = 3, generic_space = 6 };
enum class decorated : int { no = 0, yes = 1, legacy = 2 };
enum class mode { read_only_m, write_only_m, read_write_m };
enum class target { device, local_mem };
enum class placeholder { false_t, true_t };
}
enum class memory_order : int { relaxed, acquire, release, acq_rel, seq_cst };
enum class memory_scope : int { work_item, sub_group, work_group, device, system };
namespace detail {
template <class T, access::address_space S> struct decorated_type;
template <class T> struct decorated_type<T, access::address_space::global_space> { using type = AS_G T; };
template <class T> struct decorated_type<T, access::address_space::local_space> { using type = AS_L T; };
template <class T> struct decorated_type<T, access::address_space::private_space> { using type = AS_P T; };
template <class T> struct decorated_type<T, access::address_space::generic_space> { using type = AS_N T; };
template <class T> struct decorated_type<T, access::address_space::constant_space> { using type = AS_C T; };
template <int D> struct array { size_t common_array[D]; array() {} size_t get(int i) const { return common_array[i]; } };
template <class T, class... Ts> T first_of(T t, Ts...) { return t; }
}
template <int D = 1> struct id : detail::array<D> {
  id() {}
  id(size_t a) {}
  size_t operator[](int i) const { return this->get(i); }
  id operator+(const id &o) const { return *this; }
  bool operator==(const id &o) const { return true; }
  template <int N> id(const id<N> &) {}
};
template <int D = 1> struct range : detail::array<D> {
  range() {}
  size_t size() const { return 1; }
  size_t operator[](int i) const { return this->get(i); }
};
template <int D = 1, bool WithOffset = true> struct item {
  id<D> get_id() const { return id<D>(); }
  size_t get_id(int i) const { return 0; }
  range<D> get_range() const { return range<D>(); }
  size_t get_linear_id() const { return 0; }
  operator item<D, true>() const { return item<D, true>(); }
};
template <int D = 1> struct group {
  id<D> get_group_id() const { return id<D>(); }
  size_t get_local_linear_id() const { return 0; }
};
struct sub_group { unsigned get_local_linear_id() const { return 0; } };
template <int D = 1> struct nd_item {
  id<D> get_global_id() const { return id<D>(); }
  size_t get_global_id(int i) const { return 0; }
  group<D> get_group() const { return group<D>(); }
  sub_group get_sub_group() const { return sub_group(); }
  void barrier() const {}
};
template <class T, access::address_space S, access::decorated Dec = access::decorated::legacy>
struct multi_ptr {
  using decorated_type = typename detail::decorated_type<T, S>::type;
  using pointer = decorated_type *;
  pointer m_Pointer;
  multi_ptr() : m_Pointer(nullptr) {}
  multi_ptr(pointer p) : m_Pointer(p) {}
  pointer get_decorated() const { return m_Pointer; }
  pointer get() const { return m_Pointer; }
  decorated_type &operator*() const { return *m_Pointer; }
  decorated_type &operator[](long i) const { return m_Pointer[i]; }
  multi_ptr &operator++() { ++m_Pointer; return *this; }
  multi_ptr operator+(long i) const { return multi_ptr(m_Pointer + i); }
  operator pointer() const { return m_Pointer; }
  template <class U> multi_ptr<U, S, Dec> as() const { return multi_ptr<U, S, Dec>(); }
  template <access::decorated D2> operator multi_ptr<T, S, D2>() const { return multi_ptr<T, S, D2>(); }
  void prefetch(size_t n) const {}
};
template <class T, access::decorated D = access::decorated::legacy>
using global_ptr = multi_ptr<T, access::address_space::global_space, D>;
template <class T, access::decorated D = access::decorated::legacy>
using local_ptr = multi_ptr<T, access::address_space::local_space, D>;
template <class T, access::decorated D = access::decorated::legacy>
using private_ptr = multi_ptr<T, access::address_space::private_space, D>;
template <class T, access::decorated D = access::decorated::legacy>
using generic_ptr = multi_ptr<T, access::address_space::generic_space, D>;
template <class T, int D = 1, access::mode M = access::mode::read_write_m,
          access::target Tg = access::target::device,
          access::placeholder P = access::placeholder::false_t>
struct accessor {
  using ConcreteASPtrType = AS_G T *;
  using reference = AS_G T &;
  ConcreteASPtrType MData;
  range<D> MAccessRange, MMemRange;
  id<D> MOffset;
  void __init(ConcreteASPtrType Ptr, range<D> AccessRange, range<D> MemRange, id<D> Offset) {
    MData = Ptr;
  }
  reference operator[](id<D> i) const { return MData[0]; }
  reference operator[](size_t i) const { return MData[i]; }
  global_ptr<T> get_pointer() const { return global_ptr<T>(MData); }
  template <access::decorated Dec> global_ptr<T, Dec> get_multi_ptr() const { return global_ptr<T, Dec>(MData); }
  ConcreteASPtrType get_decorated() const { return MData; }
  size_t size() const { return 1; }
};
template <class T, int D = 1> struct local_accessor {
  using ConcreteASPtrType = AS_L T *;
  ConcreteASPtrType MData;
  void __init(ConcreteASPtrType Ptr, range<D> AccessRange, range<D> MemRange, id<D> Offset) { MData = Ptr; }
  AS_L T &operator[](id<D> i) const { return MData[0]; }
  template <access::decorated Dec> local_ptr<T, Dec> get_multi_ptr() const { return local_ptr<T, Dec>(MData); }
};
template <class T, int N> class vec;
namespace detail {
template <class T> struct GetOp { using DataT = T; T getValue(size_t) const { return T(); } };
template <class VecT, class OperationLeftT, class OperationRightT,
          template <class> class OperationCurrentT, int... Indexes>
class SwizzleOp {
  VecT *m_Vector;
 public:
  using DataT = typename VecT::element_type;
  SwizzleOp(VecT *v) : m_Vector(v) {}
  operator vec<DataT, sizeof...(Indexes)>() const { return vec<DataT, sizeof...(Indexes)>(); }
  SwizzleOp &operator=(const vec<DataT, sizeof...(Indexes)> &) { return *this; }
  SwizzleOp &operator=(DataT) { return *this; }
  template <int... I2> SwizzleOp<VecT, GetOp<DataT>, GetOp<DataT>, GetOp, I2...> swizzle() { return m_Vector; }
};
}
template <class T, int N> class vec {
 public:
  using element_type = T;
  using vector_t = T __attribute__((ext_vector_type(N)));
  vector_t m_Data;
  vec() {}
  explicit vec(const T &a) {}
  vec(vector_t v) : m_Data(v) {}
  operator vector_t() const { return m_Data; }
  T operator[](int i) const { return m_Data[i]; }
  vec operator+(const vec &o) const { return *this; }
  vec &operator+=(const T &o) { return *this; }
  template <class A> A as() const { return A(); }
  template <class T2, int R = 0> vec<T2, N> convert() const { return vec<T2, N>(); }
  template <int... Idx> detail::SwizzleOp<vec, detail::GetOp<T>, detail::GetOp<T>, detail::GetOp, Idx...> swizzle() { return this; }
  detail::SwizzleOp<vec, detail::GetOp<T>, detail::GetOp<T>, detail::GetOp, 0, 1> lo() { return this; }
  template <access::address_space S, access::decorated D> void load(size_t off, multi_ptr<const T, S, D> p) {}
  template <access::address_space S, access::decorated D> void store(size_t off, multi_ptr<T, S, D> p) const {}
};
template <class T, memory_order O, memory_scope Sc,
          access::address_space S = access::address_space::generic_space>
struct atomic_ref {
  using ptr_t = typename detail::decorated_type<T, S>::type *;
  ptr_t ptr;
  explicit atomic_ref(T &ref) : ptr((ptr_t)&ref) {}
  T load(memory_order o = O, memory_scope s = Sc) const { return T(); }
  void store(T v, memory_order o = O, memory_scope s = Sc) const {}
  T fetch_add(T v, memory_order o = O, memory_scope s = Sc) const { return v; }
  bool compare_exchange_strong(T &expected, T desired, memory_order success, memory_order failure,
                               memory_scope s = Sc) const { return true; }
  T operator+=(T v) const { return v; }
  T exchange(T v, memory_order o = O, memory_scope s = Sc) const { return v; }
};
template <class T = void> struct plus { T operator()(const T &a, const T &b) const { return a + b; } };
template <> struct plus<void> { template <class A, class B> auto operator()(A &&a, B &&b) const { return a + b; } };
template <class T = void> struct maximum { T operator()(const T &a, const T &b) const { return a; } };
template <class Group, class T, class BinaryOp> T reduce_over_group(Group g, T x, BinaryOp op) { return x; }
template <class Group, class T, class BinaryOp> T reduce_over_group(Group g, T x, T init, BinaryOp op) { return x; }
template <class Group, class Ptr, class T, class BinaryOp> T joint_reduce(Group g, Ptr first, Ptr last, T init, BinaryOp op) { return init; }
template <class Group, class T> T group_broadcast(Group g, T x, size_t local_id) { return x; }
template <class Group, class T> T group_broadcast(Group g, T x, id<1> local_id) { return x; }
template <class Group, class Ptr, class T, class BinaryOp> T joint_exclusive_scan(Group g, Ptr first, Ptr last, T init, BinaryOp op) { return init; }
template <class Group> bool any_of_group(Group g, bool pred) { return pred; }
template <class Group, class T> T *group_local_memory_for_overwrite(Group g) { return nullptr; }
template <class Group> void group_barrier(Group g, memory_scope s = memory_scope::work_group) {}
class handler;
class kernel_handler {};
namespace ext { namespace oneapi {
class bfloat16 { unsigned short value; public: bfloat16() {} bfloat16(float) {} operator float() const { return 0; }
  friend bfloat16 operator+(const bfloat16 &a, const bfloat16 &b) { return bfloat16(); } };
namespace experimental {
template <class... Ps> struct properties {};
template <int N> struct alignment_key { template <int M> struct value_t {}; };
template <class T, class P = properties<>> struct annotated_ptr {
  T *m_Ptr;
  T &operator[](long i) const { return m_Ptr[i]; }
  T *get() const { return m_Ptr; }
  annotated_ptr operator+(long i) const { return *this; }
};
template <class... Args> int printf(const AS_C char *fmt, Args... args) { return 0; }
template <class T, class Group> T *get_work_group_scratch_memory(Group g) { return nullptr; }
}
struct sub_group_mask { unsigned bits; bool test(id<1> i) const { return true; } };
template <class Group> sub_group_mask group_ballot(Group g, bool p) { return sub_group_mask(); }
}}
namespace detail {
template <class TransformedArgType, int Dims, class KernelType> class RoundedRangeKernel {
 public:
  KernelType KernelFunc;
  RoundedRangeKernel(KernelType k) : KernelFunc(k) {}
  void operator()(TransformedArgType Arg) const { KernelFunc(Arg); }
};
template <class T, class KernelType> struct KernelWrapper { KernelType k; void operator()(T a) const { k(a); } };
template <class Group, class T> T shuffle(Group g, T x, id<1> i) { return x; }
template <class T, access::address_space S> T *cast_to_generic(typename decorated_type<T, S>::type *p) { return (T *)p; }
template <class To, class From, access::address_space S, access::decorated D>
typename multi_ptr<To, S, access::decorated::yes>::pointer GetMultiPtrDecoratedAs(multi_ptr<From, S, D> p) { return nullptr; }
}
}  // inline namespace _V1
}  // namespace NS
"""

# __spirv_ declarations, as the headers (and clang's SPIR-V builtins) declare them
SPIRV = r"""
#if !defined(__OPENCL_CPP_VERSION__)
typedef struct __ocl_event_dummy_t *__ocl_event_like_t;
#endif
extern float __spirv_ocl_fract(float, float *);
extern float __spirv_ocl_fract(float, AS_G float *);
extern float __spirv_ocl_fract(float, AS_L float *);
extern float __spirv_ocl_fract(float, AS_P float *);
extern double __spirv_ocl_modf(double, double *);
extern double __spirv_ocl_modf(double, AS_G double *);
extern float __spirv_ocl_sincos(float, float *);
extern void __spirv_ocl_sincos2(float, float *, float *);
extern int __spirv_ocl_printf(const AS_C char *, ...);
extern float __spirv_ocl_vload_float(size_t, const AS_G float *);
extern void __spirv_ocl_vstore_float(float, size_t, AS_G float *);
extern float __spirv_ocl_vload_halfn(size_t, const AS_G _Float16 *, const _Float16 *);
extern AS_G void *__spirv_GenericCastToPtrExplicit_ToGlobal(const void *, __spv::StorageClass::Flag);
extern AS_L void *__spirv_GenericCastToPtrExplicit_ToLocal(const void *, __spv::StorageClass::Flag);
extern AS_G void *__spirv_GenericCastToPtrExplicit_ToGlobal2(const void *, int);
extern AS_G int *__spirv_GenericCastToPtrExplicit_ToGlobal3(int *, int *, int);
template <class T> extern AS_G T *__spirv_GenericCastToPtr_ToGlobal(T *, int);
template <class T> extern T *__spirv_GenericCastToPtr_ToGeneric(AS_G T *, AS_G T *);
extern int __spirv_AtomicIAdd(AS_G int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int);
extern int __spirv_AtomicIAdd(AS_L int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int);
extern int __spirv_AtomicIAdd(int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int);
extern int __spirv_AtomicLoad(const AS_G int *, int, int);
extern int __spirv_AtomicLoad(const int *, int, int);
extern int __spirv_AtomicCompareExchange(int *, int, int, int, int, int);
extern int __spirv_AtomicCompareExchange(AS_G int *, int, int, int, int, int);
extern float __spirv_AtomicFAddEXT(AS_G float *, int, int, float);
extern float __spirv_AtomicFAddEXT(float *, int, int, float);
template <class T> extern T __spirv_GroupBroadcast(__spv::Scope::Flag, T, unsigned);
template <class T> extern T __spirv_GroupNonUniformIAdd(__spv::Scope::Flag, unsigned, T);
template <class T> extern T __spirv_SubgroupShuffleINTEL(T, unsigned);
template <class T> extern T __spirv_SubgroupBlockReadINTEL(const AS_G unsigned *);
template <class T> extern void __spirv_SubgroupBlockWriteINTEL(AS_G unsigned *, T);
template <class T> extern void __spirv_SubgroupBlockWriteINTEL(AS_L unsigned *, T);
template <class T> extern T *__spirv_GroupAsyncCopy(__spv::Scope::Flag, AS_L T *, AS_G T *, size_t, size_t, T *);
template <class T> extern void __spirv_GroupAsyncCopy2(int, AS_L T *, AS_G T *, size_t, size_t);
template <class T> extern void __spirv_GroupAsyncCopy3(int, AS_G T *, AS_L T *, T *, T *);
template <class T> extern T __spirv_ocl_fmax(T, T);
template <class T> extern T __spirv_ocl_fract_t(T, T *);
template <class T> extern T __spirv_ocl_fract_g(T, AS_G T *);
template <class R, class T> extern R __spirv_ConvertFToU(T);
template <class R, class T> extern R __spirv_ocl_vloadn(size_t, const AS_G T *);
template <class R, class T> extern R __spirv_ocl_vloadn_g(size_t, const T *);
extern void __spirv_ControlBarrier(__spv::Scope::Flag, __spv::Scope::Flag, unsigned);
extern void __spirv_MemoryBarrier(int, int);
extern size_t __spirv_BuiltInGlobalInvocationId(int);
extern void __spirv_ocl_prefetch(const AS_G char *, size_t);
extern float __spirv_ocl_remquo(float, float, int *);
extern float __spirv_ocl_remquo(float, float, AS_G int *);
extern float __spirv_ocl_lgamma_r(float, int *);
extern float __spirv_ocl_frexp(float, int *);
extern float __spirv_ocl_frexp2(float, AS_L int *, int *, int *);
extern float __spirv_ocl_frexp3(int *, AS_L int *, int *, int *);
extern float __spirv_ocl_frexp4(AS_G float *, float *, float *);
extern float __spirv_ocl_frexp5(AS_N float *, float *, float *);
extern float __spirv_ocl_frexp6(AS_P float *, float *, float *);
"""

KERNELS = r"""
struct Foo { int x; float y; };
template <class T, int N> class KT;
class K1;
namespace kn { class Named; template <class... T> class Variadic; }
template <class KernelName, class KernelType>
KERNEL_ATTR void kernel_single_task(const KernelType &k) { k(); }
template <class KernelName, class ElementType, class KernelType>
KERNEL_ATTR void kernel_parallel_for(const KernelType &k) { k(ElementType()); }
template <class KernelName, class ElementType, class KernelType>
KERNEL_ATTR void kernel_parallel_for_work_group(const KernelType &k) { k(ElementType()); }
"""

ELEMENTS = ("int", "float", "unsigned char", "long", "Foo", "NS::vec<float, 4>",
            "NS::ext::oneapi::bfloat16", "_Float16", "double")
SPACES = ("global_space", "local_space", "private_space", "generic_space", "constant_space")
DECORATIONS = ("no", "yes", "legacy")
RAW_SPACES = ("", "AS_G", "AS_L", "AS_P", "AS_N", "AS_C")


def _uses_multi_ptr(out: list[str]) -> None:
    for t in ELEMENTS:
        for s in SPACES:
            for d in DECORATIONS:
                mp = "NS::multi_ptr<%s, NS::access::address_space::%s, NS::access::decorated::%s>" \
                    % (t, s, d)
                out += ["{ %s p; (void)p.get(); }" % mp,
                        "{ %s p; (void)p.get_decorated(); (void)*p; (void)p[1]; }" % mp,
                        "{ %s p; ++p; (void)(p + 2); p.prefetch(1); }" % mp,
                        "{ %s p; (void)p.template as<char>(); }" % mp,
                        "{ %s p; NS::multi_ptr<%s, NS::access::address_space::%s, "
                        "NS::access::decorated::yes> q = p; (void)q; }" % (mp, t, s),
                        "{ %s p; (void)NS::detail::GetMultiPtrDecoratedAs<int>(p); }" % mp,
                        "{ %s p; user_mp(p, (%s *)0, (%s *)0); }" % (mp, t, t),
                        "{ %s p; user_mp_ref(p, p, *(%s *)0); }" % (mp, t)]


def _uses_accessors(out: list[str]) -> None:
    for t in ELEMENTS:
        for dims in (1, 2, 3):
            acc = "NS::accessor<%s, %d>" % (t, dims)
            out += ["{ %s a; a.__init(0, NS::range<%d>(), NS::range<%d>(), NS::id<%d>()); }"
                    % (acc, dims, dims, dims),
                    "{ %s a; (void)a[NS::id<%d>()]; (void)a[size_t(1)]; }" % (acc, dims),
                    "{ %s a; (void)a.get_pointer(); (void)a.get_decorated(); }" % acc,
                    "{ %s a; (void)a.template get_multi_ptr<NS::access::decorated::yes>(); }" % acc,
                    "{ %s a; (void)a.template get_multi_ptr<NS::access::decorated::no>(); }" % acc,
                    "{ NS::local_accessor<%s, %d> l; l.__init(0, NS::range<%d>(), NS::range<%d>(), "
                    "NS::id<%d>()); (void)l[NS::id<%d>()]; }" % (t, dims, dims, dims, dims, dims),
                    "{ NS::local_accessor<%s, %d> l; (void)l.template get_multi_ptr<"
                    "NS::access::decorated::yes>(); }" % (t, dims),
                    "{ %s a; user_acc(a, a.get_decorated(), a.get_decorated()); }" % acc]
        for m in ("read_only_m", "write_only_m"):
            out.append("{ NS::accessor<%s, 1, NS::access::mode::%s, NS::access::target::device, "
                       "NS::access::placeholder::true_t> a; (void)a[size_t(0)]; }" % (t, m))


def _uses_vec(out: list[str]) -> None:
    for t in ("int", "float", "_Float16", "char", "unsigned", "double"):
        for n in (2, 3, 4, 8, 16):
            v = "NS::vec<%s, %d>" % (t, n)
            out += ["{ %s v; (void)v.template swizzle<0, 1>(); (void)v.lo(); }" % v,
                    "{ %s v; auto s = v.template swizzle<1, 0, 1>(); %s w = s; (void)w; }"
                    % (v, "NS::vec<%s, 3>" % t),
                    "{ %s v; auto s = v.template swizzle<0>(); s = %s(); (void)s.template swizzle<0, 0>(); }"
                    % (v, t),
                    "{ %s v; (void)v.template as<NS::vec<int, %d>>(); (void)v.template convert<int>(); }"
                    % (v, n),
                    "{ %s v; v.load(0, NS::multi_ptr<const %s, NS::access::address_space::global_space, "
                    "NS::access::decorated::yes>()); }" % (v, t),
                    "{ %s v; v.store(0, NS::multi_ptr<%s, NS::access::address_space::local_space, "
                    "NS::access::decorated::no>()); }" % (v, t),
                    "{ %s v; (void)(v + v); v += %s(); (void)v[0]; %s::vector_t x = v; (void)x; }"
                    % (v, t, v),
                    "{ %s v; user_vec(v, (%s::vector_t *)0, (%s::vector_t *)0); }" % (v, v, v)]


def _uses_atomics(out: list[str]) -> None:
    for t in ("int", "unsigned", "long", "float", "double"):
        for s in ("global_space", "local_space", "generic_space"):
            for o, sc in (("relaxed", "device"), ("acq_rel", "work_group"), ("seq_cst", "system")):
                a = ("NS::atomic_ref<%s, NS::memory_order::%s, NS::memory_scope::%s, "
                     "NS::access::address_space::%s>" % (t, o, sc, s))
                out += ["{ %s r(*(%s *)0); (void)r.load(); r.store(1); (void)r.fetch_add(1); }" % (a, t),
                        "{ %s r(*(%s *)0); %s e = 0; (void)r.compare_exchange_strong(e, 1, "
                        "NS::memory_order::relaxed, NS::memory_order::relaxed); r += 2; (void)r.exchange(3); }"
                        % (a, t, t),
                        "{ user_atomic(%s(*(%s *)0), (%s *)0, (%s *)0); }" % (a, t, t, t)]


def _uses_groups(out: list[str]) -> None:
    for g in ("NS::group<1>", "NS::group<2>", "NS::sub_group"):
        for t in ("int", "float", "NS::vec<float, 2>", "_Float16"):
            for op in ("NS::plus<%s>" % t, "NS::plus<>", "NS::maximum<%s>" % t):
                out += ["(void)NS::reduce_over_group(%s(), %s(), %s());" % (g, t, op),
                        "(void)NS::reduce_over_group(%s(), %s(), %s(), %s());" % (g, t, t, op),
                        "(void)NS::joint_reduce(%s(), (%s *)0, (%s *)0, %s(), %s());" % (g, t, t, t, op),
                        "(void)NS::joint_reduce(%s(), (AS_G %s *)0, (AS_G %s *)0, %s(), %s());"
                        % (g, t, t, t, op),
                        "(void)NS::joint_reduce(%s(), NS::global_ptr<%s>(), NS::global_ptr<%s>(), %s(), %s());"
                        % (g, t, t, t, op),
                        "(void)NS::joint_exclusive_scan(%s(), (AS_L %s *)0, (AS_L %s *)0, %s(), %s());"
                        % (g, t, t, t, op)]
            out += ["(void)NS::group_broadcast(%s(), %s(), size_t(0));" % (g, t),
                    "(void)NS::group_broadcast(%s(), %s(), NS::id<1>());" % (g, t),
                    "(void)NS::group_local_memory_for_overwrite<%s, %s>(%s());" % (g, t, g),
                    "(void)NS::ext::oneapi::experimental::get_work_group_scratch_memory<%s>(%s());" % (t, g),
                    "(void)NS::detail::shuffle(%s(), %s(), NS::id<1>());" % (g, t)]
            for s in ("global_space", "local_space", "private_space"):
                out.append("(void)NS::detail::cast_to_generic<%s, NS::access::address_space::%s>(0);"
                           % (t, s))
        out += ["(void)NS::any_of_group(%s(), true);" % g, "NS::group_barrier(%s());" % g,
                "(void)NS::ext::oneapi::group_ballot(%s(), true).test(NS::id<1>());" % g]


def _uses_oneapi(out: list[str]) -> None:
    for t in ("int", "float", "Foo", "NS::ext::oneapi::bfloat16"):
        ap = "NS::ext::oneapi::experimental::annotated_ptr<%s>" % t
        ap2 = ("NS::ext::oneapi::experimental::annotated_ptr<%s, NS::ext::oneapi::experimental::"
               "properties<NS::ext::oneapi::experimental::alignment_key<4>::value_t<8>>>" % t)
        for a in (ap, ap2):
            out += ["{ %s p; (void)p[1]; (void)p.get(); (void)(p + 1); }" % a,
                    "{ %s p; user_annotated(p, p.get(), p.get()); }" % a]
    for args in ("", ", 1", ", 1.0f", ", 1, 2L", ", (AS_G int *)0", ", (int *)0, (int *)0",
                 ", \"s\"", ", NS::id<1>()"):
        out.append("{ static const AS_C char f[] = \"%%d\"; "
                   "(void)NS::ext::oneapi::experimental::printf(f%s); }" % args)
    out += ["{ NS::ext::oneapi::bfloat16 a, b; (void)(a + b); (void)float(a); }"]


def _uses_spirv(out: list[str]) -> None:
    for t in ("int", "float", "_Float16", "unsigned", "Foo", "NS::vec<float, 4>"):
        out += ["(void)__spirv_GenericCastToPtr_ToGlobal<%s>((%s *)0, 5);" % (t, t),
                "(void)__spirv_GenericCastToPtr_ToGeneric<%s>((AS_G %s *)0, (AS_G %s *)0);" % (t, t, t),
                "(void)__spirv_GroupBroadcast<%s>(__spv::Scope::Workgroup, %s(), 0u);" % (t, t),
                "(void)__spirv_GroupNonUniformIAdd<%s>(__spv::Scope::Subgroup, 0u, %s());" % (t, t),
                "(void)__spirv_SubgroupShuffleINTEL<%s>(%s(), 0u);" % (t, t),
                "(void)__spirv_SubgroupBlockReadINTEL<%s>((const AS_G unsigned *)0);" % t,
                "__spirv_SubgroupBlockWriteINTEL<%s>((AS_G unsigned *)0, %s());" % (t, t),
                "__spirv_SubgroupBlockWriteINTEL<%s>((AS_L unsigned *)0, %s());" % (t, t),
                "(void)__spirv_GroupAsyncCopy<%s>(__spv::Scope::Workgroup, (AS_L %s *)0, (AS_G %s *)0, 1, 1, (%s *)0);"
                % (t, t, t, t),
                "__spirv_GroupAsyncCopy2<%s>(2, (AS_L %s *)0, (AS_G %s *)0, 1, 1);" % (t, t, t),
                "__spirv_GroupAsyncCopy3<%s>(2, (AS_G %s *)0, (AS_L %s *)0, (%s *)0, (%s *)0);" % (t, t, t, t, t),
                "(void)__spirv_ocl_fract_t<%s>(%s(), (%s *)0);" % (t, t, t),
                "(void)__spirv_ocl_fract_g<%s>(%s(), (AS_G %s *)0);" % (t, t, t),
                "(void)__spirv_ocl_vloadn<NS::vec<%s, 4>, %s>(0, (const AS_G %s *)0);" % (t, t, t),
                "(void)__spirv_ocl_vloadn_g<%s, %s>(0, (const %s *)0);" % (t, t, t),
                "(void)__spirv_ConvertFToU<%s, float>(1.0f);" % t]


def _kernels(out: list[str]) -> None:
    lambdas = [
        "[=]() { (void)acc[NS::id<1>()]; }",
        "[=](NS::id<1> i) { (void)acc[i]; }",
        "[=](NS::item<2> it) { (void)it.get_id(); (void)it.get_linear_id(); }",
        "[=](NS::nd_item<3> it) { (void)it.get_global_id(); it.barrier(); (void)it.get_sub_group(); }",
        "[=](NS::nd_item<1> it) { auto g = it.get_group(); (void)NS::reduce_over_group(g, 1, NS::plus<int>()); }",
        "[=](NS::id<1> i) { auto f = [&](auto x) { return x + acc[i]; }; (void)f(1); (void)f(2.0f); }",
        "[=](NS::group<2> g) { (void)g.get_group_id(); }",
        "[=](NS::id<1> i) { auto g = [](auto *p, auto *q) { return p == q; }; (void)g(&acc[i], &acc[i]); }",
    ]
    names = ["class K%d", "KT<int, %d>", "KT<float, %d>", "kn::Named", "kn::Variadic<int, Foo, KT<char, %d>>"]
    elements = ["void", "NS::id<1>", "NS::item<2>", "NS::nd_item<3>", "NS::nd_item<1>", "NS::id<1>",
                "NS::group<2>", "NS::id<1>"]
    for i, body in enumerate(lambdas):
        name = names[i % len(names)].replace("%d", str(i))
        if elements[i] == "void":
            out.append("{ auto k = %s; kernel_single_task<%s>(k); (void)KERNEL_NAME(decltype(k)); }"
                       % (body, name))
        else:
            out.append("{ auto k = %s; kernel_parallel_for<%s, %s>(k); (void)KERNEL_NAME(decltype(k)); }"
                       % (body, name, elements[i]))
    for i, (arg, body) in enumerate((("NS::item<1>", "(void)it.get_id();"),
                                     ("NS::item<2>", "(void)acc[size_t(0)];"),
                                     ("NS::id<1>", "(void)acc[it];"))):
        out.append("{ auto k = [=](%s it) { %s }; using W = NS::detail::RoundedRangeKernel<%s, %d, "
                   "decltype(k)>; kernel_parallel_for<W, %s>(W(k)); (void)KERNEL_NAME(W); }"
                   % (arg, body, arg, i + 1, arg))
        out.append("{ auto k = [=](%s it) { %s }; using W = NS::detail::KernelWrapper<%s, "
                   "decltype(k)>; kernel_parallel_for<class RW%d, %s>(W{k}); (void)KERNEL_NAME(W); }"
                   % (arg, body, arg, i, arg))
    for t in ("int", "float", "Foo", "NS::vec<float, 2>", "NS::id<1>", "NS::multi_ptr<int, "
              "NS::access::address_space::global_space>"):
        out += ["cts::check_ptr<%s>((AS_G %s *)0, (%s *)0, (%s *)0, (AS_G %s *)0);" % (t, t, t, t, t),
                "cts::check_ref<%s>(*(AS_G %s *)0, *(%s *)0, *(%s *)0, *(AS_L %s *)0);" % (t, t, t, t, t),
                "{ %s x, y; cts::check_ptr((AS_G %s *)0, &x, &y, (AS_G %s *)0); }" % (t, t, t),
                "{ %s x, y; cts::check_ref(*(AS_G %s *)0, x, y, *(AS_L %s *)0); }" % (t, t, t),
                "{ cts::Box<%s> b; b.set(0, 0, 0); (void)b.get(0, 0); }" % t]
    out += ["{ NS::vec<float, 4> v; cts::check_vec(v, (AS_G NS::vec<float, 4> *)0, &v); }",
            "cts::check_vec<int, 2>(NS::vec<int, 2>(), 0, 0);"]
    for i, f in enumerate(("Functor1", "Functor2<int>", "Functor2<NS::vec<float, 2>>", "ns_k::Functor3",
                           "ns_k::Functor4<AS_G int *>")):
        out.append("{ %s f; kernel_parallel_for<%s, NS::id<1>>(f); (void)KERNEL_NAME(%s); }"
                   % (f, f, f))
        out.append("{ %s f; kernel_single_task<class FK%d>([=]() { f(NS::id<1>()); }); }" % (f, i))


USER = r"""
template <class T, NS::access::address_space S, NS::access::decorated D>
void user_mp(NS::multi_ptr<T, S, D> p, T *q, T *r) {}
template <class T, NS::access::address_space S, NS::access::decorated D>
void user_mp_ref(NS::multi_ptr<T, S, D> &p, const NS::multi_ptr<T, S, D> &q, T &r) {}
template <class T, int D> void user_acc(NS::accessor<T, D> &a, AS_G T *p, AS_G T *q) {}
template <class T, int N> void user_vec(NS::vec<T, N> &v, typename NS::vec<T, N>::vector_t *p,
                                       typename NS::vec<T, N>::vector_t *q) {}
template <class A, class T> void user_atomic(A a, T *p, T *q) {}
template <class A, class T> void user_annotated(A a, T *p, T *q) {}
struct Functor1 { NS::accessor<int, 1> acc; void operator()(NS::id<1> i) const { (void)acc[size_t(0)]; } };
template <class T> struct Functor2 { AS_G T *p; T *q; void operator()(NS::id<1> i) const {} };
namespace ns_k {
struct Functor3 { NS::local_accessor<float, 1> l; void operator()(NS::id<1> i) const {} };
template <class P> struct Functor4 { P p; void operator()(NS::id<1> i) const {} };
}
namespace cts {
template <class T> void check_ptr(AS_G T *a, T *b, T *c, AS_G T *d) {}
template <class T> void check_ref(AS_G T &a, T &b, T &c, AS_L T &d) {}
template <class T, int N> void check_vec(NS::vec<T, N> a, AS_G NS::vec<T, N> *b, NS::vec<T, N> *c) {}
void plain(AS_G int *a, int *b, int *c, AS_L float *d, float *e, float *f) {}
void plain2(AS_G Foo *a, Foo *b, Foo &c, Foo d) {}
void plain3(AS_N int *a, int *b, int *c) {}
void plain4(AS_N Foo *a, Foo &b, Foo *c) {}
void plain5(NS::id<1> i, int *b, int *c, AS_G int *d) {}
void plain6(AS_L int (*a)[4], int (*b)[4], int (*c)[4]) {}
template <class T> struct Box { void set(AS_G T *a, T *b, T *c) {} T *get(AS_L T *a, T *b) { return b; } };
}
"""


def sources(namespace: str) -> dict[str, str]:
    """File name -> text, with the library in ``namespace``."""
    lib = PRELUDE + LIBRARY + SPIRV + KERNELS + USER
    lib = lib.replace("NS::", namespace + "::").replace("namespace NS", "namespace " + namespace)
    out: dict[str, str] = {}
    for topic, fill in (("multi_ptr", _uses_multi_ptr), ("accessors", _uses_accessors),
                        ("vec", _uses_vec), ("atomics", _uses_atomics), ("groups", _uses_groups),
                        ("oneapi", _uses_oneapi), ("spirv", _uses_spirv), ("kernels", _kernels)):
        lines: list[str] = []
        fill(lines)
        body = "\n".join("  " + line.replace("NS::", namespace + "::") for line in lines)
        tail = ""
        if topic == "kernels":
            tail = "\nint run_kernels() {\n  NS::accessor<int, 1> acc;\n%s\n  return 0;\n}\n" % body
            text = lib + tail
        else:
            text = lib + "\nvoid use_%s() {\n%s\n}\n" % (topic, body)
        out[topic + ".cpp"] = text.replace("NS::", namespace + "::")
    return out
