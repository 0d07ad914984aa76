// Inheriting constructors (CI1/CI2 <base class type>): constructor templates
// inherited from a nested base, from a non-template base, from a class template
// specialisation, with later substitutions in the parameters.
// corpus-flags: -std=c++20

namespace n {
struct B {
  template <class T> B(T, B*) {}
  template <class T> B(T) {}
  B(int, B*, B*) {}
  virtual ~B() {}
};
struct D : B { using B::B; };
template <class T> struct TB {
  template <class U> TB(U, TB*, T) {}
  TB(T, TB*) {}
};
struct TD : TB<int> { using TB<int>::TB; };
struct VD : virtual B { using B::B; };
}

struct B { template <class T> B(T) {} template <class T> B(T, B*, T*) {} };
struct D : B { using B::B; };
struct DN : n::B { using n::B::B; };
struct DT : n::TB<char> { using n::TB<char>::TB; };

n::D nd1(1, (n::B*)0);
n::D nd2(2.0);
n::D nd3(1, (n::B*)0, (n::B*)0);
n::TD ntd1(1.0, (n::TB<int>*)0, 2);
n::TD ntd2(1, (n::TB<int>*)0);
n::VD nvd(1, (n::B*)0);
D d1(1);
D d2('c', (B*)0, (char*)0);
DN dn1(1, (n::B*)0);
DN dn2(1L);
DT dt1(1.0, (n::TB<char>*)0, 'c');
