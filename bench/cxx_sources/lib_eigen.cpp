// Eigen 3 expression templates (libeigen3-dev): names full of decltype-free but
// deeply nested template arguments, CwiseBinaryOp/Product/Block types, and the
// decltype/enable_if return types of its newer APIs.
// corpus-label: headers
// corpus-requires: eigen3/Eigen/Dense
// corpus-packages: libeigen3-dev
// corpus-flags: -std=c++17 -I/usr/include/eigen3
#include <Eigen/Dense>
#include <Eigen/Geometry>

namespace ei {

using namespace Eigen;

double expressions(const MatrixXd& a, const MatrixXd& b, const VectorXd& v, const Matrix3f& m3,
                   const Array4i& ai, const Vector3f& v3) {
  MatrixXd c = a + b * 2.0 - a.transpose() * b;
  c += (a.array() * b.array()).matrix();
  c.block(0, 0, 2, 2) = a.topLeftCorner<2, 2>() + b.bottomRightCorner(2, 2);
  VectorXd w = a * v + v.cwiseAbs() - v.normalized();
  double s = w.dot(v) + w.squaredNorm() + c.sum() + c.maxCoeff() + a.row(0).dot(b.col(1).transpose());
  s += (a.array() > 0.5).count() + a.cwiseMax(b).minCoeff() + a.diagonal().prod();
  Matrix3f r = m3 * m3.inverse() + Matrix3f::Identity() * m3.determinant();
  Vector3f x = r.colPivHouseholderQr().solve(v3) + v3.cross(v3) + r.col(2);
  Array4i q = ai.abs() * 2 + ai.square() - ai.min(3).max(-1) + (ai > 1).select(ai, 0);
  s += x.norm() + q.sum() + (a.array().sin() + b.array().exp().log()).mean();
  s += a.llt().solve(b).norm() + a.partialPivLu().determinant() + a.householderQr().solve(v).sum();
  s += a.jacobiSvd(ComputeThinU | ComputeThinV).singularValues().sum();
  SelfAdjointEigenSolver<MatrixXd> es(a);
  s += es.eigenvalues().sum();
  Quaternionf qt(AngleAxisf(0.5f, Vector3f::UnitZ()));
  Affine3f t = Translation3f(1, 2, 3) * qt * Scaling(2.0f);
  s += (t * v3).sum() + qt.slerp(0.3f, Quaternionf::Identity()).norm();
  Map<const VectorXd> mv(v.data(), v.size());
  s += (mv.head(2) + mv.tail<2>()).sum() + mv.segment(1, 2).reverse().sum();
  s += (a.colwise().sum() + b.rowwise().mean().transpose()).sum() + a.rowwise().norm().sum();
  s += a.unaryExpr([](double d) { return d * 2; }).sum() + a.binaryExpr(b, [](double p, double r) { return p - r; }).sum();
  s += a.cast<float>().sum() + a.reshaped(1, a.size()).sum() + a(seq(0, 1), all).sum();
  s += a.triangularView<Upper>().solve(v).sum() + MatrixXd(a.selfadjointView<Lower>()).sum();
  return s;
}

}  // namespace ei
