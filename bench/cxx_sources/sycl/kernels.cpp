// SYCL device code without SYCL headers: a minimal handler whose kernel entry
// points carry [[clang::sycl_kernel]], kernels named by lambdas (nested in the
// command-group lambda) and by named types, functors, nd_item parameters, and
// the names __builtin_sycl_unique_stable_name gives the kernel types (_ZTS...).
// SYCL's private address space is spelled U3AS0 (opencl_private).
namespace sycl {
inline namespace _V1 {
template <int Dims> struct id { unsigned long v[Dims]; };
template <int Dims> struct range { unsigned long v[Dims]; };
template <int Dims> struct item { id<Dims> i; unsigned long get_id(int d) const { return i.v[d]; } };
template <int Dims> struct nd_item {
  unsigned long get_global_id(int d) const { return d; }
  unsigned long get_local_id(int d) const { return d; }
  void barrier() const {}
};
namespace access { enum class mode { read, write, read_write }; }
template <class T, int Dims, access::mode M> struct accessor {
  __attribute__((opencl_global)) T* ptr;
  T& operator[](id<Dims> i) const { return ptr[i.v[0]]; }
  __attribute__((opencl_global)) T* get_pointer() const { return ptr; }
};
class handler {
 public:
  template <typename KernelName, typename KernelType>
  [[clang::sycl_kernel]] void kernel_single_task(KernelType f) { f(); }
  template <typename KernelName, typename KernelType, int Dims>
  [[clang::sycl_kernel]] void kernel_parallel_for(KernelType f) { nd_item<Dims> it; f(it); }
  template <typename KernelName = void, typename KernelType>
  const char* single_task(KernelType f) {
    kernel_single_task<KernelName>(f);
    return __builtin_sycl_unique_stable_name(KernelType);
  }
  template <typename KernelName = void, int Dims, typename KernelType>
  const char* parallel_for(range<Dims>, KernelType f) {
    kernel_parallel_for<KernelName, KernelType, Dims>(f);
    return __builtin_sycl_unique_stable_name(KernelName);
  }
};
struct queue {
  template <typename CGF> const char* submit(CGF cgf) { handler h; cgf(h); return __builtin_sycl_unique_stable_name(CGF); }
};
}  // namespace _V1
}  // namespace sycl

class NamedKernel;
namespace app { template <class T> class TemplatedName; struct Functor { int k; void operator()() const {} }; }

int private_ref(__attribute__((opencl_private)) int& r) { return r; }
int private_nd(__attribute__((opencl_private)) const sycl::nd_item<3>& it) { return (int)it.get_global_id(0); }
int global_ptr(__attribute__((opencl_global)) float* g, __attribute__((opencl_local)) float* l) { return (int)(*g + *l); }
template <class T> T templated_private(__attribute__((opencl_private)) T* p) { return *p; }

template <class T> void templated_submit(sycl::queue& q, T value) {
  q.submit([&](sycl::handler& cgh) {
    cgh.single_task<app::TemplatedName<T>>([=]() { (void)value; });
    cgh.single_task([=]() { T local = value; (void)local; });
  });
}

int main() {
  sycl::queue q;
  q.submit([&](sycl::handler& cgh) {
    cgh.single_task([=]() {});
    cgh.single_task<NamedKernel>([]() {});
    cgh.parallel_for(sycl::range<1>{}, [=](sycl::nd_item<1> it) { it.barrier(); });
    cgh.parallel_for<class LocalName>(sycl::range<3>{}, [](const sycl::nd_item<3>& it) {
      int x = 1;
      using priv_int = __attribute__((opencl_private)) int;
      using priv_item = const __attribute__((opencl_private)) sycl::nd_item<3>;
      private_ref(*(priv_int*)&x);
      private_nd(*(priv_item*)&it);
      templated_private((priv_int*)&x);
      auto inner = [&](int y) { return y + x; };
      (void)inner(2);
    });
    cgh.single_task(app::Functor{1});
  });
  templated_submit(q, 1);
  templated_submit(q, 2.0f);
  return 0;
}
